/** The flag a test routine's alarm carries (stored with the alarm's other flags), so every view can mark it. */
export const TEST_ALARM_FLAG = 'test';

export function isTestRecord(record: { Flags: string }): boolean {
  return record.Flags.split(',').includes(TEST_ALARM_FLAG);
}
