import { describe, expect, it } from 'vitest';
import { reportIdFromLogs, reportSaveDueAt } from './incident-report.ts';

describe('incident report', () => {
  it('its id is the newest report log line', () => {
    expect(reportIdFromLogs(undefined)).toBeNull();
    expect(reportIdFromLogs([{ Id: 1, EventCode: 'notifyIn', EventParams: { id: '9' } }])).toBeNull();
    expect(
      reportIdFromLogs([
        { Id: 2, EventCode: 'incidentReport', EventParams: { id: '4' }, Created: '2026-03-02T10:00:00Z' },
        { Id: 3, EventCode: 'incidentReport', EventParams: { id: '7' }, Created: '2026-03-02T11:00:00Z' },
      ]),
    ).toBe('7');
  });

  it('WIDGET-32 unsaved text is due 15 s after the last interaction; saved text is not due', () => {
    expect(reportSaveDueAt({ text: 'a', savedText: '', editedAt: 1_000 })).toBe(16_000);
    expect(reportSaveDueAt({ text: 'a', savedText: 'a', editedAt: 1_000 })).toBeNull();
    expect(reportSaveDueAt(null)).toBeNull();
    expect(reportSaveDueAt({ text: 'a', savedText: '', editedAt: 1_000 }, 4_000)).toBe(19_000);
  });
});
