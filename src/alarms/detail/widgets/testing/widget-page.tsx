import { screen } from '@testing-library/react';
import type { FakeEngine } from '../../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../../contract/console-routes.ts';
import type { ListedAlarm, AlarmDetails, UserDetails } from '../../../../contract/index.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms } from '../../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../../alarm-detail-page.tsx';

// Shared by the component tests of the alarm page's own widgets (user info, logs, position, external information,
// handling and notify).

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const baseUser: UserDetails = {
  UserId: 500,
  Name: 'Greta',
  LastName: 'Gustafsson',
  NationalIdNumber: '19400101-1234',
  CustomerNumber: 'C-77',
  ContractNumber: 'K-12',
  KeyPlacement: 'Key box by the door',
  AlarmAction: 'Call the daughter first',
};

/** Opens alarm 400 (Fall detected, the operator's own) of Greta Gustafsson on its alarm page. */
export async function openAlarmPage(options: { alarm?: Partial<ListedAlarm>; dynamic?: Partial<AlarmDetails['DynamicDetails']>; user?: Partial<UserDetails>; seed?: AlarmSeed; engine?: FakeEngine } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', ...mine, ...options.alarm });
  await seedAlarms({ ...options.seed, users: [{ ...baseUser, ...options.user }], alarms: [alarm], details: [makeDetails(alarm, { ...mine, ...options.dynamic })] });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/${alarm.Template}/400`, engine: options.engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

export const widget = (name: string) => screen.getByRole('region', { name });
