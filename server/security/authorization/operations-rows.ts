import { same, type Row } from './matrix-row.ts';

/** Support, setting up a centre, test alarms, debug logs, ingest (API key) and the demo helpers. */
export const OPERATIONS_ROWS: Row[] = [
  // Support and tests
  { route: 'supportSubscription', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/subscription?identifier=EXT-1000' }) },
  { route: 'supportDictionary', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dictionary/en-GB/login', json: { title: 'Sign in' } }) },
  { route: 'supportDictionaryVersions', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dictionary/en-GB/login/versions' }) },
  { route: 'supportDictionaryRevert', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dictionary/en-GB/login/revert', json: { VersionId: 1 } }) },
  // Setting up a centre: the system admin's alone, never a read-only or link session.
  { route: 'createGroup', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/admin/groups', json: { Description: 'Matrix group' } }) },
  { route: 'createOperator', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/admin/operators', json: { Username: 'matrix', Name: 'Matrix', Password: 'Matrix-Pass-2026', Permissions: [], Groups: [] } }) },
  { route: 'createPerson', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/admin/persons', json: { ExternalId: 'MATRIX-1', Name: 'Matrix', LastName: 'Person', NationalIdNumber: '19000101-0000', TelephoneNumber: '+46700000001' } }) },
  { route: 'createDevice', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/admin/devices', json: { PersonExternalId: 'MATRIX-1', TransmitterIdentifier: 'TXMATRIX', ProductName: 'Matrix unit' } }) },
  { route: 'importCentre', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/admin/import', json: {} }) },
  { route: 'supportAudit', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/audit' }) },
  { route: 'dc09Accounts', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dc09/accounts' }) },
  { route: 'saveDc09Account', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dc09/accounts/1001', json: { UserId: 1, RequireEncryption: false, SupervisionSeconds: 0 } }) },
  { route: 'dc09Events', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dc09/events' }) },
  { route: 'saveDc09Event', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/support/dc09/events/SIA/FA', json: { Restore: false, TextCode: 'fire', AlarmText: '', Priority: 1, Template: 'default', Raise: true } }) },
  { route: 'supportSendDocument', live: same(403), ask: () => ({ path: '/api/support/senddocument', json: { DocumentId: 7, Destination: '+46701234567' } }) },
  { route: 'systemTests', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/test/system' }) },
  { route: 'startSystemTests', live: same(403), ask: () => ({ path: '/api/test/system' }) },
  { route: 'testAlarms', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/test' }) },
  { route: 'runTestAlarm', live: same(403), ask: () => ({ path: '/api/test', json: { TestRoutineId: 1, UserId: 1 } }) },
  { route: 'debugLog', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/debug/log', json: { username: 'x', data: ['line'] } }) },
  { route: 'latestDebugLog', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/debug/log/latest' }) },
  // Answer-time targets: every operator's shift share; the report needs AnswerTimeReport (david in the demo).
  { route: 'shiftShare', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/targets/shift' }) },
  { route: 'answerReport', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/targets/report' }) },
  // Flood mode: the bulk clear needs FloodBulkClear (david in the demo).
  { route: 'floodBulkClear', ownerStatus: 403, live: same(403), ask: (ids) => ({ path: '/api/flood/bulkclear', json: { AlarmIds: [ids.alarm], Reason: 'Technical fault', Action: 'Checked' } }) },
  // Ingest (API key) and the push socket
  { route: 'ingestAlarm', auth: 'apiKey', ask: () => ({ path: '/api/ingest/alarms', json: { UserId: 1, AlarmText: 'Matrix' } }) },
  { route: 'transferAlarm', auth: 'apiKey', ask: (ids) => ({ path: `/api/ingest/alarms/${ids.alarm}/transfer`, json: { RespondentGroupId: 1 } }) },
  // Demo helpers (demo mode on loopback only)
  { route: 'GET /api/dev/outbox', auth: 'demo', ask: () => ({ path: '/api/dev/outbox' }) },
  { route: 'POST /api/dev/alarms/:id/age', auth: 'demo', ask: () => ({ path: '/api/dev/alarms/999999/age', json: { seconds: 60 } }) },
  { route: 'POST /api/dev/urllogin', auth: 'demo', ask: () => ({ path: '/api/dev/urllogin', json: {} }) },
  { route: 'devVoiceRing', auth: 'demo', ask: () => ({ path: '/api/dev/voice/ring', json: { Username: 'anna', From: '+46701234567' } }) },
  { route: 'GET /api/dev/cameras/:id', auth: 'demo', ask: () => ({ path: '/api/dev/cameras/1' }) },
  { route: 'devVoiceCall', auth: 'demo', ask: () => ({ path: '/api/dev/voice/calls/CA1' }) },
];
