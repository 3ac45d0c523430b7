import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../contract/console-routes.ts';
import type { ServerTemplateLayout } from '../../contract/index.ts';
import { serverTemplateKey } from '../../domain/templates.ts';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../testing/alarm-harness.tsx';
import { AlarmDetailPage } from './alarm-detail-page.tsx';
import { resolveTemplate } from './template-registry.ts';
import { WIDGET_IDS, WIDGETS } from './widget-registry.ts';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };

/** The ids of the widget frames on the page, in reading order. */
const framedIds = () => [...document.querySelectorAll('section.widget')].map((section) => section.getAttribute('aria-labelledby')?.replace(/^widget-(.*)-title$/, '$1'));

describe('widget registry', () => {
  it('aesthetics §9 DETAIL-16 each registry id renders its own widget; ids the console does not have render nothing', async () => {
    const slots = WIDGET_IDS.map((id) => ({ id, mode: 'OPENED', settings: id === 'associate' ? { associateWithOtherObject: true } : undefined }));
    const server: ServerTemplateLayout = { name: 'everything', columns: [[{ id: 'constructor', mode: 'OPENED' }, ...slots, { id: 'weather', mode: 'OPENED' }]] };
    const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', Template: 'everything', ...mine });
    await seedAlarms({ users: [{ UserId: 500, Name: 'Greta', LastName: 'Gustafsson' }], alarms: [alarm], details: [makeDetails(alarm, { ...mine, SetNotifyAllowed: true })] });
    await userDb().meta.put({ key: serverTemplateKey('everything'), value: { layout: server } });
    await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: '/dashboard/template/everything/400' });
    await screen.findByRole('heading', { name: 'Fall detected' });
    await waitFor(() => expect(framedIds()).toEqual(WIDGET_IDS));
  });

  it('aesthetics §9 the default body is the registry in reading order: the lead, the left column, the right column', () => {
    const { lead, columns } = resolveTemplate('default').layout;
    const placed = (place: string) => WIDGET_IDS.filter((id) => WIDGETS[id].place === place).map((id) => ({ id, mode: WIDGETS[id].mode }));
    expect({ lead, columns }).toEqual({ lead: placed('lead'), columns: [placed('left'), placed('right')] });
    expect(lead?.map((slot) => slot.id)).toEqual(['handling']);
    expect(columns.flat().map((slot) => slot.id)).not.toContain('associate');
  });
});
