import { describe, expect, it } from 'vitest';
import { NO_ALARM_TEXT, repairIngest } from './ingest-repair.ts';

function repaired(body: unknown) {
  const result = repairIngest(body);
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return { alarm: result.alarm, codes: result.repairs.map((r) => `${r.code}:${r.params.field ?? ''}`) };
}

describe('repairIngest', () => {
  it('keeps a valid alarm as it is, with no repairs', () => {
    expect(repaired({ UserId: 1, AlarmText: 'Fall detected', Priority: 3 })).toEqual({ alarm: { UserId: 1, AlarmText: 'Fall detected', Priority: 3 }, codes: [] });
  });

  it('cuts a text over 500 characters to 500, ending in an ellipsis, and says so', () => {
    const { alarm, codes } = repaired({ UserId: 1, AlarmText: 'x'.repeat(800) });
    expect(alarm.AlarmText).toHaveLength(500);
    expect(alarm.AlarmText.endsWith('…')).toBe(true);
    expect(codes).toEqual(['ingestTruncated:AlarmText']);
  });

  it('replaces an empty, blank or missing text', () => {
    for (const AlarmText of ['', '   ', undefined, 42]) {
      const { alarm, codes } = repaired({ UserId: 1, AlarmText });
      expect(alarm.AlarmText).toBe(NO_ALARM_TEXT);
      expect(codes).toEqual(['ingestTextMissing:']);
    }
  });

  it('leaves out unusable fields (their defaults apply) and trims lists', () => {
    const { alarm, codes } = repaired({ UserId: 1, AlarmText: 'Door', Level: 3, PlannedTime: 'tomorrow', Flags: ['a', 'b'.repeat(60), 'c'] });
    expect(alarm).toEqual({ UserId: 1, AlarmText: 'Door', Flags: ['a', `${'b'.repeat(49)}…`, 'c'] });
    expect(codes.sort()).toEqual(['ingestIgnored:Flags', 'ingestIgnored:Level', 'ingestIgnored:PlannedTime']);
  });

  it('qa-handling P3-17: an unknown priority becomes acute (3), and the repair says so', () => {
    const { alarm, codes } = repaired({ UserId: 1, AlarmText: 'Door', Priority: 7 });
    expect(alarm).toEqual({ UserId: 1, AlarmText: 'Door', Priority: 3 });
    expect(codes).toEqual(['ingestPriorityAcute:']);
  });

  it('with both ids the UserId decides', () => {
    const { alarm, codes } = repaired({ UserId: 1, ExternalId: 'EXT-1000', AlarmText: 'x' });
    expect(alarm).toEqual({ UserId: 1, AlarmText: 'x' });
    expect(codes).toEqual(['ingestIgnored:ExternalId']);
  });

  it('refuses only a body that names no usable user', () => {
    expect(repairIngest({ AlarmText: 'x' }).ok).toBe(false);
    expect(repairIngest({ UserId: 'someone', AlarmText: 'x' }).ok).toBe(false);
    expect(repairIngest('not an alarm').ok).toBe(false);
  });
});
