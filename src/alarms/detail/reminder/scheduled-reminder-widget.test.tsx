import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../app/testing/test-i18n.ts';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { EngineProvider } from '../../../sync-client/engine-context.tsx';
import { timeFormatFrom } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { ScheduledReminderWidget } from './scheduled-reminder-widget.tsx';

const model = (patch: Partial<DetailModel> = {}): DetailModel =>
  ({ alarm: { AlarmId: 41, Active: true }, dynamic: { SetNotifyAllowed: true }, readOnly: false, canTakeOver: false, timeFormat: timeFormatFrom(undefined), ...patch }) as unknown as DetailModel;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 2, 10, 7));
});
afterEach(() => vi.useRealTimers());

async function renderWidget(current: DetailModel) {
  const engine = fakeEngine();
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <ScheduledReminderWidget model={current} mode="OPENED" />
      </EngineProvider>
    </I18nextProvider>,
  );
  return engine;
}

describe('scheduled reminder widget', () => {
  it('is offered where notify-me is: SetNotifyAllowed, not read-only, the operator’s alarm', async () => {
    await renderWidget(model({ readOnly: true }));
    expect(screen.queryByRole('region', { name: 'Scheduled reminder' })).toBeNull();
    await renderWidget(model({ dynamic: { SetNotifyAllowed: false } as DetailModel['dynamic'] }));
    expect(screen.queryByRole('region', { name: 'Scheduled reminder' })).toBeNull();
  });

  it('PLAN-17 opens the dialog, sets the reminder and says for when', async () => {
    const engine = await renderWidget(model());
    const region = screen.getByRole('region', { name: 'Scheduled reminder' });
    fireEvent.click(within(region).getByRole('button', { name: 'Schedule a reminder…' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Scheduled reminder' })).getByRole('button', { name: 'Set reminder' }));
    expect(await within(region).findByText('Reminder set for 2026-03-02 10:15.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(engine.calls.filter((call) => call.command === 'reminder')).toEqual([{ command: 'reminder', args: { params: { alarm_id: 41 }, body: { RemindIn: 480 } } }]);
  });
});
