import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../app/testing/test-i18n.ts';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { clearConsole, seedOperator } from '../../../app/testing/seed-console.ts';
import type { ArcDatabase } from '../../../db/database.ts';
import { timeFormatFrom } from '../../format-time.ts';
import { EngineProvider } from '../../../sync-client/engine-context.tsx';
import type { DetailModel } from '../detail-model.ts';
import { ReportWidget } from './report-widget.tsx';

const ALARM = 21;
const model = (patch: Partial<DetailModel> = {}): DetailModel =>
  ({ alarm: { AlarmId: ALARM, Active: true }, readOnly: false, canTakeOver: false, timeFormat: timeFormatFrom(undefined), ...patch }) as unknown as DetailModel;

let db: ArcDatabase;
beforeEach(async () => {
  db = await seedOperator({});
});
afterEach(async () => {
  vi.useRealTimers();
  await clearConsole();
});

/** The engine's part, as the real handlers do it: each keystroke is stored with its time; a save marks it saved. */
async function renderWidget(current = model()) {
  const engine = fakeEngine({
    reportType: async ({ alarmId, text }) => {
      const draft = (await db.reportDrafts.get(alarmId)) ?? { AlarmId: alarmId, reportId: null, text: '', savedText: '', editedAt: 0, savedAt: null };
      await db.reportDrafts.put({ ...draft, text, editedAt: Date.now() });
      return { ok: true, value: undefined };
    },
    reportSave: async ({ alarmId }) => {
      const draft = await db.reportDrafts.get(alarmId);
      await db.reportDrafts.update(alarmId, { reportId: 5, savedText: draft?.text ?? '', savedAt: Date.now() });
      return { ok: true, value: undefined };
    },
  });
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <ReportWidget model={current} mode="OPENED" />
      </EngineProvider>
    </I18nextProvider>,
  );
  return engine;
}

const saves = (engine: ReturnType<typeof fakeEngine>) => engine.calls.filter((call) => call.command === 'reportSave').length;

describe('incident report', () => {
  it('WIDGET-32 every keystroke is kept; the report is saved 15 s after the last one, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const engine = await renderWidget();
    const box = await screen.findByRole('textbox', { name: 'Report text' });
    fireEvent.change(box, { target: { value: 'Met' } });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    fireEvent.change(box, { target: { value: 'Met the caller' } });
    expect(await screen.findByText('Not saved yet: saved 15 seconds after you stop typing.')).toBeTruthy();
    expect(engine.calls.filter((call) => call.command === 'reportType').map((call) => call.args)).toEqual([
      { alarmId: ALARM, text: 'Met' },
      { alarmId: ALARM, text: 'Met the caller' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(saves(engine)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(saves(engine)).toBe(1);
    expect(await screen.findByText(/^Saved /)).toBeTruthy();
    expect(engine.calls[0]).toEqual({ command: 'reportOpen', args: { alarmId: ALARM } });
  });

  it('a report reopened after a reload shows its text, and text typed before the reload is saved when due', async () => {
    await db.reportDrafts.put({ AlarmId: ALARM, reportId: 5, text: 'Smoke alarm, no fire. Key', savedText: 'Smoke alarm, no fire.', editedAt: Date.now() - 20_000, savedAt: Date.now() - 40_000 });
    const engine = await renderWidget();
    const box = (await screen.findByRole('textbox', { name: 'Report text' })) as HTMLTextAreaElement;
    await vi.waitFor(() => expect(box.value).toBe('Smoke alarm, no fire. Key'));
    await vi.waitFor(() => expect(saves(engine)).toBe(1));
    expect(await screen.findByText(/^Saved /)).toBeTruthy();
  });

  it('while a save waits in the outbox the widget says so; once it is delivered, text typed meanwhile is saved', async () => {
    await db.reportDrafts.put({ AlarmId: ALARM, reportId: null, text: 'Offline first and second', savedText: 'Offline first', editedAt: Date.now() - 20_000, savedAt: Date.now() - 30_000 });
    await db.outbox.put({ key: 'k1', endpoint: 'incidentReportCreate', params: { alarm_id: ALARM }, body: { text: 'Offline first' }, alarmId: ALARM, state: 'pending', createdAt: 1, attempts: 0, error: null });
    const engine = await renderWidget();
    expect(await screen.findByText('Saved on this computer; waiting to be sent.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saves(engine)).toBe(0);
    await db.outbox.delete('k1');
    await vi.waitFor(() => expect(saves(engine)).toBe(1));
    expect(await screen.findByText(/^Saved /)).toBeTruthy();
  });

  it('an alarm someone else handles shows the report read-only, with no Save', async () => {
    await db.reportDrafts.put({ AlarmId: ALARM, reportId: 5, text: 'Written by Bo', savedText: 'Written by Bo', editedAt: 0, savedAt: 0 });
    await renderWidget(model({ canTakeOver: true }));
    const box = (await screen.findByRole('textbox', { name: 'Report text' })) as HTMLTextAreaElement;
    await vi.waitFor(() => expect(box.value).toBe('Written by Bo'));
    expect(box.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save now' })).toBeNull();
  });
});
