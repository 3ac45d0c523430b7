import type { EndpointName } from './endpoints/index.ts';
import type { ErrorCode } from './errors.ts';

/** A failure an endpoint answers with: its code (at its usual status, ERROR_HTTP_STATUS), or code and status. */
export type DeclaredFailure = ErrorCode | readonly [ErrorCode, number];

/**
 * What an endpoint is for, in one line, and the failures of its own rules. Those every call of its kind may answer
 * (validation, authentication, idempotent replay, rate of writes, the allowlist) follow from its definition and are
 * not repeated here.
 */
export interface EndpointDoc {
  summary: string;
  failures?: readonly DeclaredFailure[];
  /** When the call answers 201 Created instead of 200 (it made something new). */
  createdWhen?: string;
}

/** The areas of the contract, for a reader (OpenAPI tags), with what each holds. */
export const ENDPOINT_TAGS = {
  Session: 'Login, two-factor, tokens, and the operator’s own account and presence',
  'Reference data': 'Settings, groups, respondents, dictionaries and templates the console reads',
  Alarms: 'The alarm list, one alarm and what belongs to it',
  'Alarm actions': 'Changes an operator makes to an alarm',
  'Alarm resources': 'Resources called out for an alarm and its incident report',
  Users: 'Monitored persons: search, details, notes, positions and absences',
  Telephony: 'Calls, conferences and the softphone',
  Cameras: 'Viewing and moving an alarm’s cameras',
  Planning: 'Planned alarms',
  'Answer times': 'Alarms taken within the answer target: the shift share and the supervisor report',
  'Flood mode': 'Many alarms at once: the supervisor’s bulk clear (the flood state itself is pushed)',
  Support: 'The support pages: hosted dictionaries, audit, subscriptions, tests and logs',
  External: 'External customer and person information',
  'Centre setup': 'Groups, operators, persons and devices of a centre',
  Ingest: 'Alarms from the alarm receiver (API key)',
  Operations: 'Health, readiness, metrics and this document',
  Sockets: 'The push socket and the voice gateway’s signalling',
  Media: 'Camera streams and product pictures',
  Demo: 'The demo’s helpers, on this machine only',
} as const;
export type EndpointTag = keyof typeof ENDPOINT_TAGS;

type AreaDocs = Partial<Record<EndpointName, EndpointDoc>>;

const ALARM_SEEN = ['AlarmNotFound'] as const;
/** An owner's change of an active alarm (the alarm write rules of the server). */
const ALARM_CHANGE = ['AlarmNotFound', 'ALARM_NOT_ACTIVE', 'NOT_OWNER_ALARM', 'NOT_OPERATOR'] as const;
const CAMERA = ['AlarmNotFound', 'NOT_FOUND', 'VIEWING_PERMITTED_FALSE', 'NOT_ALLOWED_TO_VIEW_CAMERA', 'VIEWING_WINDOW_CLOSED'] as const;
const LOGIN = ['invalid_grant', 'RATE_LIMITED'] as const;

const session = {
  token: { summary: 'Log in with user name and password', failures: LOGIN },
  twoFactor: { summary: 'Complete a login with its one-time code', failures: ['TwoFactorInvalidOnetimeCode', 'TwoFactorTooManyFailedAttempts', 'RATE_LIMITED'] },
  refreshToken: { summary: 'A new access token for a renewal token', failures: ['invalid_grant', 'UNAUTHORIZED', 'RATE_LIMITED'] },
  logout: { summary: 'End the whole login: its tokens and push sockets' },
  renewalToken: { summary: 'A renewal token of this login', failures: ['RATE_LIMITED'] },
  socketTicket: { summary: 'A one-use ticket for the push socket' },
  me: { summary: 'The signed-in operator' },
  forceResetPassword: { summary: 'Whether the password must be changed now' },
  resetPassword: { summary: 'Change the password', failures: ['PASSWORD_UNCHANGED'] },
  register: { summary: 'Register this device for notifications' },
  unregister: { summary: 'Unregister this device' },
  report: { summary: 'Report presence (periodic)' },
  setRespondentGroups: { summary: 'Choose the respondent groups to work in' },
  urlLogin: { summary: 'Log in with a one-time alarm link and its password', failures: ['invalid_grant', 'UNAUTHORIZED', 'RATE_LIMITED'] },
  tokenExchange: { summary: 'A one-alarm token for showing the alarm elsewhere', failures: ALARM_SEEN },
  adminToken: { summary: 'A token for the administration site', failures: ['RATE_LIMITED'] },
  apiKey: { summary: 'The key of a third-party API', failures: ['NOT_FOUND'] },
  actions: { summary: 'What the operator may do (permissions)' },
} satisfies AreaDocs;

const referenceData = {
  respondentGroups: { summary: 'The respondent groups' },
  respondentGroup: { summary: 'One group’s respondents', failures: ['NOT_FOUND'] },
  respondents: { summary: 'The respondents' },
  settings: { summary: 'The centre’s console settings' },
  absenceReasons: { summary: 'The absence reasons of a reason set' },
  translations: { summary: 'A hosted translation dictionary' },
  translationsVersion: { summary: 'The hosted dictionaries’ version' },
  mediaFile: { summary: 'A media file of an alarm’s attachments', failures: ['AlarmNotFound', 'NOT_FOUND'] },
  template: { summary: 'A server-supplied alarm template', failures: ['NOT_FOUND'] },
  staticTemplate: { summary: 'A static template by type', failures: ['NOT_FOUND'] },
} satisfies AreaDocs;

const alarms = {
  alarms: { summary: 'The alarm list (also: catch-up with since, by ids with alarmids)' },
  alarmsSince: { summary: 'The alarm changes since a cursor (catch-up)' },
  alarmsByIds: { summary: 'Alarms by id (planning view)' },
  alarm: { summary: 'One alarm with its details', failures: ALARM_SEEN },
  alarmBasic: { summary: 'One alarm without details', failures: ALARM_SEEN },
  alarmBasicV2: { summary: 'One alarm without details (v2)', failures: ALARM_SEEN },
  alarmUpdates: { summary: 'An alarm’s attachment changes since a cursor', failures: ALARM_SEEN },
  alarmAttachments: { summary: 'An alarm’s attachments', failures: ALARM_SEEN },
  alarmResources: { summary: 'The resources an alarm may call out', failures: ALARM_SEEN },
} satisfies AreaDocs;

const alarmActions = {
  accept: { summary: 'Accept an alarm, or take it over with force', failures: ['AlarmNotFound', 'ALARM_NOT_ACTIVE', 'ALARM_TAKEN', 'NOT_OPERATOR'] },
  acknowledge: { summary: 'Acknowledge an alarm’s notice', failures: ALARM_CHANGE },
  clear: { summary: 'Clear an alarm', failures: [...ALARM_CHANGE, 'CONDITIONS_NOT_MET'] },
  reason: { summary: 'Register the alarm’s reason', failures: ALARM_CHANGE },
  action: { summary: 'Register the action taken', failures: ALARM_CHANGE },
  callNote: { summary: 'Write the note of a call', failures: ALARM_CHANGE },
  operatorInformation: { summary: 'Store the operator information widget’s data', failures: ALARM_CHANGE },
  notifyIn: { summary: 'Remind the owner of the alarm after a while', failures: ALARM_CHANGE },
  reminder: { summary: 'Set a reminder with a comment', failures: ALARM_CHANGE },
  task: { summary: 'Set a planned alarm’s task', failures: [...ALARM_CHANGE, 'CONDITIONS_NOT_MET'] },
  changeUser: { summary: 'Associate the alarm with another object', failures: ALARM_CHANGE },
  swapSharedWith: { summary: 'Swap to the other user with the same national id number', failures: [...ALARM_CHANGE, 'CONDITIONS_NOT_MET'] },
  deliveryReport: { summary: 'Report the alarm as delivered to this console', failures: ALARM_SEEN },
  registerCall: { summary: 'Register a call to a contact', failures: ALARM_CHANGE },
  sendSms: { summary: 'Send an SMS from the alarm', failures: ALARM_CHANGE },
  command: { summary: 'Run a command of the alarm', failures: ALARM_CHANGE },
  transmitterCommand: { summary: 'Send a command to the alarm’s transmitter', failures: [...ALARM_CHANGE, 'NOT_FOUND', 'NO_TRANSMITTER_CALLBACK'] },
  takeCall: { summary: 'Take the alarm’s call', failures: ['AlarmNotFound', 'CALL_NOT_FOUND'] },
} satisfies AreaDocs;

const alarmResources = {
  callResourceCreate: { summary: 'Call out a resource', failures: [...ALARM_CHANGE, 'NOT_FOUND'] },
  callResourceGet: { summary: 'A resource’s call-out', failures: ['AlarmNotFound', 'NOT_FOUND'] },
  callResourceDelete: { summary: 'Recall a resource', failures: [...ALARM_CHANGE, 'NOT_FOUND'] },
  incidentReportCreate: { summary: 'Start an incident report', failures: ALARM_CHANGE },
  incidentReportGet: { summary: 'An incident report', failures: ['AlarmNotFound', 'NOT_FOUND'] },
  incidentReportUpdate: { summary: 'Save an incident report', failures: [...ALARM_CHANGE, 'NOT_FOUND'] },
} satisfies AreaDocs;

const users = {
  userSearch: { summary: 'Search monitored persons' },
  linkedContact: { summary: 'The person of an alarm (by its global id)', failures: ALARM_SEEN },
  user: { summary: 'A monitored person (shown for an alarm)', failures: ['NOT_FOUND', 'AlarmNotFound'] },
  userHistory: { summary: 'A person’s alarm history', failures: ['NOT_FOUND'] },
  informationRequest: { summary: 'Ask for information about a person', failures: ['NOT_FOUND'] },
  responseCenterComment: { summary: 'Write the response centre’s comment on a person', failures: ['NOT_FOUND'] },
  userNotes: { summary: 'A person’s notes, a page at a time', failures: ['NOT_FOUND', 'AlarmNotFound'] },
  addUserNote: { summary: 'Add a note to a person', failures: ['NOT_FOUND', 'AlarmNotFound'] },
  userPositions: { summary: 'A person’s positions', failures: ['NOT_FOUND'] },
  locateUser: { summary: 'Ask a person’s device for its position', failures: ['NOT_FOUND', 'CONDITIONS_NOT_MET'] },
  absenceCalendar: { summary: 'A person’s absences', failures: ['NOT_FOUND'] },
  createAbsence: { summary: 'Create an absence', failures: ['NOT_FOUND', 'ABSENCE_OVERLAP'] },
  endAbsence: { summary: 'End an ongoing absence or delete an upcoming one', failures: ['NOT_FOUND', 'CONDITIONS_NOT_MET', 'ABSENCE_STARTED'] },
} satisfies AreaDocs;

const telephony = {
  callsHold: { summary: 'Put a call on hold', failures: ['CALL_NOT_FOUND'] },
  callsFailedEstablish: { summary: 'Report a call that could not be set up', failures: ALARM_SEEN },
  callTake: { summary: 'Take or unhold a call', failures: ['CALL_NOT_FOUND'] },
  joinConference: { summary: 'Join a call’s conference', failures: ['CALL_NOT_FOUND'] },
  leaveConference: { summary: 'Leave a call’s conference', failures: ['CALL_NOT_FOUND'] },
  activeCalls: { summary: 'The operator’s active and held calls' },
  callDetails: { summary: 'A call’s details', failures: ['CALL_NOT_FOUND'] },
  voiceToken: { summary: 'A token for the softphone', failures: ['TWILIO_ERROR_ON_INIT', 'RATE_LIMITED'] },
  callerId: { summary: 'Who is calling', failures: ['CALL_NOT_FOUND'] },
} satisfies AreaDocs;

const cameras = {
  viewCamera: { summary: 'A camera with its stream paths', failures: [...CAMERA, ['STREAM_NOT_AVAILABLE', 503], 'CAMERA_STREAM_LIMIT', 'CAMERA_ENCODERS_BUSY', 'RATE_LIMITED'] },
  cameraCommand: { summary: 'Run a camera command', failures: CAMERA },
  cameraGotoPreset: { summary: 'Move a camera to a preset', failures: CAMERA },
  cameraConfigurePreset: { summary: 'Store the current view as a preset', failures: CAMERA },
  cameraPtz: { summary: 'Pan, tilt and zoom a camera', failures: CAMERA },
} satisfies AreaDocs;

const planning = {
  plannedAlarms: { summary: 'The planned alarms' },
  plannedAlarm: { summary: 'One planned alarm', failures: ALARM_SEEN },
  planningProduct: { summary: 'Change a planned alarm’s product', failures: ALARM_CHANGE },
  planningNote: { summary: 'Change a planned alarm’s note', failures: ALARM_CHANGE },
  planningTime: { summary: 'Change a planned alarm’s time', failures: ALARM_CHANGE },
} satisfies AreaDocs;

const answerTimes = {
  shiftShare: { summary: 'Share of alarms taken within the target in the current shift, mine and the centre’s' },
  answerReport: { summary: 'The last 24 hours per hour and the ten slowest alarms (AnswerTimeReport)' },
} satisfies AreaDocs;

const flood = {
  floodBulkClear: { summary: 'Clear a flood group’s technical and test alarms with one reason and action (FloodBulkClear)', failures: ['NOT_OPERATOR'] },
} satisfies AreaDocs;

const support = {
  supportDictionary: { summary: 'Replace a hosted dictionary', failures: ['DICTIONARY_TEXT_REFUSED'] },
  supportDictionaryVersions: { summary: 'A hosted dictionary’s versions' },
  supportDictionaryRevert: { summary: 'Put a hosted dictionary back to a version', failures: ['NOT_FOUND'] },
  supportAudit: { summary: 'The audit trail of an operator or a person' },
  dc09Accounts: { summary: 'The DC-09 receiver’s accounts: person, encryption, supervision' },
  saveDc09Account: { summary: 'Add or change a DC-09 account' },
  dc09Events: { summary: 'What each DC-09 event code raises or logs' },
  saveDc09Event: { summary: 'Add or change what a DC-09 event code raises or logs' },
  supportSubscription: { summary: 'Look up a subscription by number or e-mail' },
  supportSendDocument: { summary: 'Send a document to an e-mail address or number', failures: ['DOCUMENT_DESTINATION_INVALID'] },
  systemTests: { summary: 'The system tests and their outcomes' },
  startSystemTests: { summary: 'Run the system tests' },
  testAlarms: { summary: 'The test alarm routines' },
  runTestAlarm: { summary: 'Run a test alarm routine for a test user', failures: ['NOT_FOUND'] },
  debugLog: { summary: 'Upload the browser’s log' },
  latestDebugLog: { summary: 'The latest browser log upload' },
} satisfies AreaDocs;

const external = {
  externalCustomerInfo: { summary: 'External information about a customer', failures: ['NOT_FOUND'] },
  externalUserInfo: { summary: 'External information about a person', failures: ['NOT_FOUND', 'AlarmNotFound'] },
} satisfies AreaDocs;

const centreSetup = {
  createGroup: { summary: 'Create or update a respondent group' },
  createOperator: { summary: 'Create or update an operator' },
  createPerson: { summary: 'Create or update a monitored person' },
  createDevice: { summary: 'Create or update a device' },
  importCentre: { summary: 'Import a centre from a file' },
} satisfies AreaDocs;

const ingest = {
  ingestAlarm: { summary: 'Raise an alarm', createdWhen: 'A new alarm was raised' },
  transferAlarm: { summary: 'Route an alarm to another respondent group', failures: ['AlarmNotFound', 'NOT_FOUND'] },
} satisfies AreaDocs;

const operations = {
  health: { summary: 'Alive: the database answers' },
} satisfies AreaDocs;

const demo = {
  devVoiceRing: { summary: 'Demo only: ring an operator’s softphone', failures: ['NOT_FOUND'] },
  devVoiceCall: { summary: 'Demo only: what the demo person heard on a call', failures: ['NOT_FOUND', 'CALL_NOT_FOUND'] },
} satisfies AreaDocs;

type TaggedDoc = EndpointDoc & { tag: EndpointTag };
const tagged = <D extends AreaDocs>(tag: EndpointTag, docs: D) =>
  Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, { ...doc, tag }])) as Record<keyof D, TaggedDoc>;

/** Every endpoint's documentation: the OpenAPI document's summaries, tags and error answers are made from it. */
export const ENDPOINT_DOCS = {
  ...tagged('Session', session),
  ...tagged('Reference data', referenceData),
  ...tagged('Alarms', alarms),
  ...tagged('Alarm actions', alarmActions),
  ...tagged('Alarm resources', alarmResources),
  ...tagged('Users', users),
  ...tagged('Telephony', telephony),
  ...tagged('Cameras', cameras),
  ...tagged('Planning', planning),
  ...tagged('Answer times', answerTimes),
  ...tagged('Flood mode', flood),
  ...tagged('Support', support),
  ...tagged('External', external),
  ...tagged('Centre setup', centreSetup),
  ...tagged('Ingest', ingest),
  ...tagged('Operations', operations),
  ...tagged('Demo', demo),
} satisfies Record<EndpointName, TaggedDoc>;
