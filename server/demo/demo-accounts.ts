/** Credentials of the demo centre: printed at start and used by the tests and the end-to-end suite. */
export const DEMO_PASSWORD = 'Demo-Arc-2026';
export const DEMO_INGEST_KEY = 'demo-ingest-key';
/** Base32 TOTP secret of `cecilia` (add it to any authenticator app). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPKRSXG5CBNJQW4ZLM';

const operator = ['AlarmOperator', 'ShowAlarms', 'ShowRecent', 'CenterUsers'];

export interface DemoOperator {
  username: string;
  name: string;
  initials: string;
  twoFactor: 'none' | 'sms' | 'google';
  telephone: string;
  permissions: string[];
  readOnly: boolean;
  /** The demo groups (1-based positions in DEMO_GROUPS) the operator may join; he starts in all of them. */
  groups: readonly number[];
  /** The account has cloud telephony (a voice identity at the provider); a read-only session still gets no token. */
  cloudTelephony: boolean;
  note: string;
}

const ALL_GROUPS = [1, 2, 3] as const;

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { username: 'anna', name: 'Anna Andersson', initials: 'AA', twoFactor: 'none', telephone: '+46701000001', permissions: operator, readOnly: false, groups: ALL_GROUPS, cloudTelephony: true, note: 'operator' },
  { username: 'bjorn', name: 'Björn Berg', initials: 'BB', twoFactor: 'sms', telephone: '+46701000002', permissions: operator, readOnly: false, groups: ALL_GROUPS, cloudTelephony: true, note: 'operator, sms two-factor (code in GET /api/dev/outbox)' },
  { username: 'cecilia', name: 'Cecilia Carlsson', initials: 'CC', twoFactor: 'google', telephone: '+46701000003', permissions: operator, readOnly: false, groups: ALL_GROUPS, cloudTelephony: true, note: `operator, TOTP two-factor, secret ${DEMO_TOTP_SECRET}` },
  { username: 'david', name: 'David Dahl', initials: 'DD', twoFactor: 'none', telephone: '+46701000004', permissions: [...operator, 'SkygdSystemAdmin', 'AnswerTimeReport', 'FloodBulkClear'], readOnly: false, groups: ALL_GROUPS, cloudTelephony: true, note: 'operator, support admin (SkygdSystemAdmin), supervisor of answer times (AnswerTimeReport) and of floods (FloodBulkClear)' },
  { username: 'eva', name: 'Eva Ek', initials: 'EE', twoFactor: 'none', telephone: '+46701000005', permissions: [...operator, 'CenterTestalarm'], readOnly: false, groups: [1, 2], cloudTelephony: false, note: 'operator with CenterTestalarm, groups 1 and 2, no cloud telephony' },
  { username: 'frida', name: 'Frida Falk', initials: 'FF', twoFactor: 'none', telephone: '+46701000006', permissions: ['AlarmOperator', 'ShowAlarms', 'ShowRecent'], readOnly: true, groups: [1, 2], cloudTelephony: true, note: 'read-only operator, groups 1 and 2, no CenterUsers (only the users of her alarms)' },
];
