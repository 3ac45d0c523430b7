import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Attachments } from '../../src/contract/index.ts';
import { mediaFileNames } from '../../src/domain/media.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { insertLiveCall } from '../test-support/live-call.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { startTestServer, TestClock, type RequestOptions, type TestServer } from '../test-support/test-server.ts';

/*
 * The authorization matrix: every route the server registers and every endpoint of the contract, asked by
 * every kind of caller. Sessions that are not (or no longer) sessions must get 401 on every bearer route; live
 * sessions get what the row says. A route added without a row fails the completeness tests below.
 */

/** Callers whose bearer must never work. */
const DEAD = ['none', 'garbage', 'expired', 'pendingTwoFactor', 'loggedOut'] as const;
/** Live callers with limited rights, asked about anna's alarm, its user and the centre's data. */
const LIVE = ['otherOperator', 'readOnly', 'oneTimeLink'] as const;
type Live = (typeof LIVE)[number];

/** The ids a row's request may use, found in the demo centre at start. */
interface Ids {
  /** An active alarm owned by anna (the rightful owner); the one-time link is for another of her alarms. */
  alarm: number;
  globalAlarmId: string;
  user: number;
  contact: number;
  /** That contact's number: an SMS may go only to the alarm's people. */
  contactTelephone: string;
  reportId: number;
  absenceId: number;
  /** A planned alarm (planning view). */
  plannedAlarm: number;
  /** The alarm of the one-time link (anna's). */
  linkedAlarm: number;
  /** Anna's connected call about the link's alarm, and a held one. */
  liveCall: string;
  heldCall: string;
  /** An active alarm of a user with cameras (not the link's), and its camera whose viewing is not permitted. */
  cameraAlarm: number;
  closedCamera: number;
  /** A media file among the alarm's attachments. */
  mediaFile: string;
}

interface Ask {
  path: string;
  json?: unknown;
  form?: Record<string, string>;
}

interface Row {
  /** A contract endpoint name, or `METHOD /route` for a route of the server the contract does not have. */
  route: string;
  /** What this row asks about, when a route has several rows. */
  about?: string;
  ask(ids: Ids): Ask;
  /** Statuses for the live callers; bearer routes answer 401 to every dead caller. */
  live?: Record<Live, number>;
  /** No bearer: who may call it is decided by the body (credentials, a link secret, an API key). */
  auth?: 'public' | 'apiKey' | 'notImplemented' | 'demo';
  /** What anna, the owner of the alarm, gets for a read (default 200). */
  ownerStatus?: number;
  /** Callers whose answer differs from the rule of the row's kind (the pending token is the one /api/2fa takes). */
  except?: Record<string, number>;
}

const same = (status: number): Record<Live, number> => ({ otherOperator: status, readOnly: status, oneTimeLink: status });
const alarmPath = (ids: Ids, rest = '') => `/api/alarms/${ids.alarm}${rest}`;
const userPath = (ids: Ids, rest = '') => `/api/users/${ids.user}${rest}`;

const ROWS: Row[] = [
  // Session
  { route: 'token', auth: 'public', ask: () => ({ path: '/api/token', form: { grant_type: 'password', UserName: 'nobody', Password: 'wrong' } }) },
  { route: 'twoFactor', auth: 'public', except: { pendingTwoFactor: 406 }, ask: () => ({ path: '/api/2fa', json: { AuthCode: '000000', RememberMe: false } }) },
  { route: 'refreshToken', auth: 'public', ask: () => ({ path: '/api/accesstoken/refreshtoken', json: { token: 'not-a-token' } }) },
  { route: 'urlLogin', auth: 'public', ask: () => ({ path: '/api/urllogin?p=not-a-link', json: { password: 'x' } }) },
  { route: 'translations', auth: 'public', ask: () => ({ path: '/media/dict?type=console&language=en-GB' }) },
  { route: 'translationsVersion', auth: 'public', ask: () => ({ path: '/media/dict/version' }) },
  { route: 'health', auth: 'public', ask: () => ({ path: '/healthz' }) },
  { route: 'GET /metrics', auth: 'public', ask: () => ({ path: '/metrics' }) },
  { route: 'GET /readyz', auth: 'public', ask: () => ({ path: '/readyz' }) },
  { route: 'GET /api/openapi.json', auth: 'public', ask: () => ({ path: '/api/openapi.json' }) },
  { route: 'GET /media/products/:file', auth: 'public', ask: () => ({ path: '/media/products/11-small.svg' }) },
  { route: 'renewalToken', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/me/renewaltoken' }) },
  { route: 'me', live: same(200), ask: () => ({ path: '/api/me' }) },
  { route: 'forceResetPassword', live: same(200), ask: () => ({ path: '/api/me/forceresetpassword' }) },
  { route: 'resetPassword', live: same(400), ask: () => ({ path: '/api/me/resetpassword', json: { PasswordResetToken: 'not-a-token', Password: 'Another-Pass-2027' } }) },
  { route: 'socketTicket', live: same(200), ask: () => ({ path: '/api/me/socketticket' }) },
  { route: 'register', live: same(200), ask: () => ({ path: '/api/me/register', json: { type: 'SkygdWebApp', telephone: null, devicetoken: null, UsingTwilio: false } }) },
  { route: 'unregister', live: same(200), ask: () => ({ path: '/api/me/unregister' }) },
  { route: 'report', live: same(200), ask: () => ({ path: '/api/me/report' }) },
  { route: 'setRespondentGroups', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/me/respondentgroups', json: { groups_ids: [1] } }) },
  { route: 'respondentGroups', live: same(200), ask: () => ({ path: '/api/respondentgroups' }) },
  { route: 'respondentGroup', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/respondentgroups/1' }) },
  { route: 'respondents', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/respondents' }) },
  { route: 'settings', live: same(200), ask: () => ({ path: '/api/settings' }) },
  { route: 'adminToken', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/settings/admintoken' }) },
  { route: 'apiKey', ownerStatus: 404, live: same(404), ask: () => ({ path: '/api/settings/apikey?apiName=maps' }) },
  { route: 'actions', live: same(200), ask: () => ({ path: '/api/actions' }) },
  { route: 'tokenExchange', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/tokenExchange?globalAlarmId=${ids.globalAlarmId}` }) },
  { route: 'absenceReasons', live: same(200), ask: () => ({ path: '/api/dataset/absencereason/default' }) },
  // A file of anna's alarm, asked as that alarm's attachment (security #NL4: the link guest cannot see that alarm).
  { route: 'mediaFile', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/media/file?filename=${ids.mediaFile}&alarmId=${ids.alarm}` }) },
  { route: 'template', live: same(200), ask: () => ({ path: '/api/template?template=ostergotland' }) },
  { route: 'staticTemplate', auth: 'public', ask: () => ({ path: '/static/ostergotland' }) },
  // Alarms: reads
  { route: 'alarms', live: same(200), ask: () => ({ path: '/api/alarms?onlyactive=true' }) },
  { route: 'alarmsSince', live: same(200), ask: () => ({ path: '/api/alarms?since=1' }) },
  { route: 'alarmsByIds', live: same(200), ask: (ids) => ({ path: `/api/alarms?alarmids=${ids.alarm}` }) },
  { route: 'alarm', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids) }) },
  { route: 'alarmBasic', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/basic') }) },
  { route: 'alarmBasicV2', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/basicv2') }) },
  { route: 'alarmUpdates', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/updates') }) },
  { route: 'alarmAttachments', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/attachments') }) },
  { route: 'alarmResources', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/resources') }) },
  { route: 'plannedAlarms', live: same(200), ask: () => ({ path: '/api/planningalarm' }) },
  { route: 'planningProduct', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/planningalarm/${ids.plannedAlarm}/product`, json: { Product: 'Visit' } }) },
  { route: 'planningNote', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/planningalarm/${ids.plannedAlarm}/note`, json: { Note: 'Ring twice' } }) },
  { route: 'planningTime', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/planningalarm/${ids.plannedAlarm}/plannedtime`, json: { PlannedTime: new Date(Date.now() + 86_400_000).toISOString() } }) },
  { route: 'plannedAlarm', live: same(404), ask: (ids) => ({ path: `/api/planningalarm/${ids.plannedAlarm}` }) },
  { route: 'callResourceGet', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/callresource/homecare') }) },
  { route: 'incidentReportGet', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, `/attachmentreport/${ids.reportId}`) }) },
  // Alarms: writes on anna's alarm
  { route: 'accept', live: { otherOperator: 406, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/accept'), json: {} }) },
  { route: 'acknowledge', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/acknowledgement') }) },
  { route: 'clear', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/clear') }) },
  { route: 'reason', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/reasonv2'), json: { message: 'Fall' } }) },
  { route: 'action', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/actionv2'), json: { message: 'Called' } }) },
  { route: 'callNote', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/callnote/CA0001'), json: { item: 'note' } }) },
  { route: 'operatorInformation', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/operatorinformation'), json: {} }) },
  { route: 'notifyIn', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/notifyin'), json: { seconds: 60 } }) },
  { route: 'reminder', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/reminder'), json: { RemindIn: 60, Message: 'Call back' } }) },
  { route: 'task', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/task'), json: { Note: 'Visit' } }) },
  { route: 'changeUser', live: same(403), ask: (ids) => ({ path: alarmPath(ids, '/changeuser'), json: { UserId: 3 } }) },
  { route: 'swapSharedWith', live: same(403), ask: (ids) => ({ path: alarmPath(ids, '/swapsharedwith') }) },
  { route: 'deliveryReport', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/deliveryreport'), json: { AlarmId: ids.alarm } }) },
  { route: 'registerCall', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, `/registercall/${ids.contact}`), json: { TelephoneNumber: '+46701234567' } }) },
  { route: 'sendSms', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/sendsms'), json: { TelephoneNumber: ids.contactTelephone, Message: 'On our way' } }) },
  { route: 'command', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/command'), json: { CommandId: 1 } }) },
  { route: 'transmitterCommand', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/transmitter/1/command/1'), json: { CommandText: 'LOUDSPEAKER ON' } }) },
  { route: 'takeCall', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: alarmPath(ids, '/takecall') }) },
  { route: 'callResourceCreate', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/callresource/homecare'), form: { Message: 'Please go', NotifyOnUpdate: 'false', DeactivateAlarmWhenAllDone: 'false' } }) },
  { route: 'callResourceDelete', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/callresource/homecare') }) },
  { route: 'incidentReportCreate', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, '/attachmentreport'), json: { text: 'Report' } }) },
  { route: 'incidentReportUpdate', live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: alarmPath(ids, `/attachmentreport/${ids.reportId}`), json: { text: 'Changed' } }) },
  // Users
  { route: 'userSearch', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 403 }, ask: () => ({ path: '/api/users?q=Andersson' }) },
  { route: 'linkedContact', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/users/linkedcontact?globalalarmid=${ids.globalAlarmId}` }) },
  { route: 'user', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids) }) },
  { route: 'userHistory', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: (ids) => ({ path: userPath(ids, '/history') }) },
  { route: 'informationRequest', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: userPath(ids, '/informationrequest'), json: { FlagId: '1' } }) },
  { route: 'responseCenterComment', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/responsecentercomment'), json: { comment: 'Dog in the hallway' } }) },
  { route: 'userNotes', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/notes?noteType=0') }) },
  { route: 'addUserNote', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/notes'), json: { NoteType: 0, Note: 'note' } }) },
  { route: 'userPositions', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/positions') }) },
  { route: 'locateUser', live: { otherOperator: 409, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/positions') }) },
  // The external services' demo stand-ins, by the user's external id (the demo's EXT-1000 is user 1).
  { route: 'externalCustomerInfo', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/demo/external/customers/EXT-${999 + ids.user}` }) },
  { route: 'externalUserInfo', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/demo/external/users/EXT-${999 + ids.user}` }) },
  { route: 'absenceCalendar', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/absencecalendar') }) },
  { route: 'createAbsence', live: { otherOperator: 409, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, '/absence'), json: { StartDate: '2030-01-01T10:00:00Z', Reason: 'Travel' } }) },
  { route: 'endAbsence', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: userPath(ids, `/endabsences/${ids.absenceId}`) }) },
  // Calls: nobody has call CA1; a one-time link session (no softphone) has no calls at all (security #NH2).
  { route: 'callsHold', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: () => ({ path: '/api/calls/hold', json: { CallSid: 'CA1' } }) },
  { route: 'callsFailedEstablish', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: '/api/calls/failedestablish', json: { To: '+4670', GlobalAlarmId: ids.globalAlarmId } }) },
  { route: 'callTake', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: () => ({ path: '/api/calls/CA1/take' }) },
  { route: 'joinConference', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: () => ({ path: '/api/calls/CA1/joinconference/c1' }) },
  { route: 'leaveConference', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: () => ({ path: '/api/calls/CA1/leaveconference/c1' }) },
  { route: 'activeCalls', live: same(200), ask: () => ({ path: '/api/calls' }) },
  { route: 'callDetails', ownerStatus: 404, live: { otherOperator: 404, readOnly: 404, oneTimeLink: 403 }, ask: () => ({ path: '/api/calls/CA1/details' }) },
  { route: 'callerId', ownerStatus: 404, live: { otherOperator: 404, readOnly: 404, oneTimeLink: 403 }, ask: () => ({ path: '/api/callerid/CA1' }) },
  // Anna's calls about the link's own alarm (security #NH2): the guest acting as anna reaches none of them; the
  // other operators do not see that alarm, so neither its calls.
  { route: 'callsHold', about: "anna's live call", live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: '/api/calls/hold', json: { CallSid: ids.liveCall } }) },
  { route: 'joinConference', about: "anna's held call", live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: `/api/calls/${ids.heldCall}/joinconference/${ids.liveCall}` }) },
  { route: 'leaveConference', about: "anna's live call", live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: `/api/calls/${ids.liveCall}/leaveconference/${ids.liveCall}` }) },
  { route: 'callDetails', about: "anna's live call", live: { otherOperator: 404, readOnly: 404, oneTimeLink: 403 }, ask: (ids) => ({ path: `/api/calls/${ids.liveCall}/details` }) },
  { route: 'callerId', about: "anna's live call", live: { otherOperator: 404, readOnly: 404, oneTimeLink: 403 }, ask: (ids) => ({ path: `/api/callerid/${ids.liveCall}` }) },
  { route: 'callTake', about: "anna's held call", live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: `/api/calls/${ids.heldCall}/take` }) },
  { route: 'takeCall', about: "the link's alarm with anna's call", live: { otherOperator: 404, readOnly: 403, oneTimeLink: 403 }, ask: (ids) => ({ path: alarmPath({ ...ids, alarm: ids.linkedAlarm }, '/takecall') }) },
  { route: 'voiceToken', live: { otherOperator: 200, readOnly: 403, oneTimeLink: 403 }, ask: () => ({ path: '/api/voice/token' }) },
  // The voice signalling socket takes its voice token in its first message (server/voice/gateway.ts), not a bearer.
  { route: 'GET /api/voice/signal', auth: 'public', ask: () => ({ path: '/api/voice/signal' }) },
  // Camera streams take a media ticket (query or basic auth), never a bearer: without one every caller gets 401.
  { route: 'GET /media/cameras/:id/mjpeg', auth: 'public', ask: () => ({ path: '/media/cameras/1/mjpeg' }) },
  { route: 'GET /media/cameras/:id/webm', auth: 'public', ask: () => ({ path: '/media/cameras/1/webm' }) },
  { route: 'GET /media/cameras/:id/hls/:file', auth: 'public', ask: () => ({ path: '/media/cameras/1/hls/index.m3u8' }) },
  // Cameras: the alarm's user has no camera 1 (404); read-only sessions may view but not move or command.
  { route: 'viewCamera', live: same(404), ask: (ids) => ({ path: '/api/viewcamera/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraCommand', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameracommand/1/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraGotoPreset', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameragotopreset/1/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraConfigurePreset', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameraconfigurepreset/1/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraPtz', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameraptz/1/1/1/1', json: { alarmId: ids.alarm } }) },
  // A real camera of another alarm's user: the operators get the camera's own refusal, the link guest not even that.
  { route: 'viewCamera', about: "another alarm's camera", live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/viewcamera/${ids.closedCamera}`, json: { alarmId: ids.cameraAlarm } }) },
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
  { route: 'supportSendDocument', live: same(403), ask: () => ({ path: '/api/support/senddocument', json: { DocumentId: 7, Destination: '+46701234567' } }) },
  { route: 'systemTests', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/test/system' }) },
  // Answer-time targets: every operator's shift share; the report needs AnswerTimeReport (david in the demo).
  { route: 'shiftShare', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/targets/shift' }) },
  { route: 'answerReport', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/targets/report' }) },
  { route: 'startSystemTests', live: same(403), ask: () => ({ path: '/api/test/system' }) },
  { route: 'testAlarms', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/test' }) },
  { route: 'runTestAlarm', live: same(403), ask: () => ({ path: '/api/test', json: { TestRoutineId: 1, UserId: 1 } }) },
  { route: 'debugLog', live: { otherOperator: 200, readOnly: 200, oneTimeLink: 403 }, ask: () => ({ path: '/api/debug/log', json: { username: 'x', data: ['line'] } }) },
  { route: 'latestDebugLog', ownerStatus: 403, live: same(403), ask: () => ({ path: '/api/debug/log/latest' }) },
  // Ingest (API key) and the push socket
  { route: 'ingestAlarm', auth: 'apiKey', ask: () => ({ path: '/api/ingest/alarms', json: { UserId: 1, AlarmText: 'Matrix' } }) },
  { route: 'transferAlarm', auth: 'apiKey', ask: (ids) => ({ path: `/api/ingest/alarms/${ids.alarm}/transfer`, json: { RespondentGroupId: 1 } }) },
  { route: 'GET /api/WsPander', ownerStatus: 101, live: same(101), ask: () => ({ path: '/api/WsPander' }) },
  // Demo helpers (demo mode on loopback only)
  { route: 'GET /api/dev/outbox', auth: 'demo', ask: () => ({ path: '/api/dev/outbox' }) },
  { route: 'POST /api/dev/urllogin', auth: 'demo', ask: () => ({ path: '/api/dev/urllogin', json: {} }) },
  { route: 'devVoiceRing', auth: 'demo', ask: () => ({ path: '/api/dev/voice/ring', json: { Username: 'anna', From: '+46701234567' } }) },
  { route: 'GET /api/dev/cameras/:id', auth: 'demo', ask: () => ({ path: '/api/dev/cameras/1' }) },
  { route: 'POST /api/dev/alarms/:id/age', auth: 'demo', ask: () => ({ path: '/api/dev/alarms/999999/age', json: { seconds: 60 } }) },
  { route: 'devVoiceCall', auth: 'demo', ask: () => ({ path: '/api/dev/voice/calls/CA1' }) },
  // Last: it ends the live callers' sessions.
  { route: 'logout', live: same(200), ask: () => ({ path: '/api/logout' }) },
];

const endpointDefs = endpoints as Record<string, { method: string; path: string; auth: string }>;

function methodOf(row: Row): string {
  const def = endpointDefs[row.route];
  return def ? def.method : row.route.split(' ')[0]!;
}

/** `METHOD /path` of a row, as the router knows it (lower case: routes are case-insensitive). */
function routeKey(row: Row): string {
  const def = endpointDefs[row.route];
  return (def ? `${def.method} ${def.path}` : row.route).toLowerCase();
}

describe('security: authorization matrix', () => {
  let server: TestServer;
  const bearer: Record<string, string> = {};
  let ids: Ids;

  beforeAll(async () => {
    const clock = new TestClock();
    server = await startTestServer({ clock, loginLimits: { perUser: 100, perAddress: 10_000, windowMs: 60_000 } });
    bearer.expired = await server.login('eva');
    clock.advance((server.app.arc.options.tokenTtlSeconds + 60) * 1000);
    const [anna, bjorn, frida, david] = await Promise.all([server.login('anna'), server.login('bjorn'), server.login('frida'), server.login('david')]);
    bearer.owner = anna;
    bearer.otherOperator = bjorn;
    bearer.readOnly = frida;
    bearer.garbage = 'garbage-token';
    const pending = await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'cecilia', Password: DEMO_PASSWORD } });
    bearer.pendingTwoFactor = pending.body.access_token;
    expect((await server.request('POST', '/api/logout', { token: david })).status).toBe(200);
    bearer.loggedOut = david;

    const me = (await server.request('GET', '/api/me', { token: anna })).body as { RespondentId: number };
    const alarms = (await server.request('GET', '/api/alarms?onlyactive=true', { token: anna })).body as { AlarmId: number; GlobalAlarmId: string; UserId: number; RespondentId: number | null }[];
    const own = alarms.filter((a) => a.RespondentId === me.RespondentId);
    const linked = own[0];
    const target = own.find((a) => a.UserId !== linked?.UserId);
    if (!linked || !target) throw new Error("the demo centre needs two of anna's alarms of different users");
    const link = await createDemoLink(server.app.arc, { alarmId: linked.AlarmId, username: 'anna' });
    bearer.oneTimeLink = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token;
    const user = (await server.request('GET', `/api/users/${target.UserId}`, { token: anna })).body as { Contacts?: { ContactId: number; Telephone1: string }[] };
    const report = await server.request('POST', `/api/alarms/${target.AlarmId}/attachmentreport`, { token: anna, json: { text: 'Fall' } });
    await server.request('POST', `/api/users/${target.UserId}/absence`, { token: anna, json: { StartDate: '2030-01-01T10:00:00Z', Reason: 'Travel' } });
    const calendar = (await server.request('GET', `/api/users/${target.UserId}/absencecalendar`, { token: anna })).body as { Upcoming: { Id: number }[] };
    const planned = (await server.request('GET', '/api/planningalarm', { token: anna })).body as { AlarmId: number }[];
    const attachments = (await server.request('GET', `/api/alarms/${target.AlarmId}/attachments`, { token: anna })).body as Attachments;
    const call = (state: 'active' | 'held') => insertLiveCall(server.app.arc, { respondentId: me.RespondentId, alarmId: linked.AlarmId, state });
    const camera = await server.app.arc.db
      .selectFrom('cameras')
      .innerJoin('alarms', 'alarms.UserId', 'cameras.UserId')
      .select(['cameras.Id', 'alarms.AlarmId'])
      .where('cameras.ViewingPermitted', '=', 0)
      .where('alarms.Active', '=', 1)
      .where('alarms.AlarmId', '!=', linked.AlarmId)
      .executeTakeFirstOrThrow();
    ids = {
      alarm: target.AlarmId,
      globalAlarmId: target.GlobalAlarmId,
      user: target.UserId,
      contact: user.Contacts?.[0]?.ContactId ?? 0,
      contactTelephone: user.Contacts?.[0]?.Telephone1 ?? '',
      reportId: report.body.reportId,
      absenceId: calendar.Upcoming[0]?.Id ?? 0,
      plannedAlarm: planned[0]?.AlarmId ?? 0,
      linkedAlarm: linked.AlarmId,
      liveCall: await call('active'),
      heldCall: await call('held'),
      cameraAlarm: camera.AlarmId,
      closedCamera: camera.Id,
      mediaFile: mediaFileNames(attachments)[0] ?? '',
    };
    expect(ids).toEqual(expect.objectContaining({ contact: expect.any(Number), reportId: expect.any(Number), absenceId: expect.any(Number), plannedAlarm: expect.any(Number) }));
    expect(Object.values(ids)).not.toContain(0);
    expect(ids.mediaFile).not.toBe('');
  });

  afterAll(async () => {
    await server?.close();
  });

  const ask = async (row: Row, caller: string, apiKey = false): Promise<number> => {
    const request = row.ask(ids);
    if (row.route === 'GET /api/WsPander') return socketStatus(server.base, bearer[caller]);
    const options: RequestOptions = {};
    if (bearer[caller]) options.token = bearer[caller];
    if (request.json !== undefined) options.json = request.json;
    if (request.form) options.form = request.form;
    if (apiKey) options.headers = { 'X-Api-Key': DEMO_INGEST_KEY };
    return (await server.request(methodOf(row), request.path, options)).status;
  };

  it('has a row for every endpoint of the contract', () => {
    const rows = new Set(ROWS.map((row) => row.route));
    expect(Object.keys(endpoints).filter((name) => !rows.has(name))).toEqual([]);
  });

  it('has a row for every route the server registers', () => {
    const rows = new Set(ROWS.map(routeKey));
    const missing = server.app.arcRoutes
      .filter((route) => route.method !== 'HEAD' && route.url !== '/' && !route.url.startsWith('/*'))
      .map((route) => `${route.method} ${route.url}`.toLowerCase())
      .filter((key) => !rows.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${row.route}${row.about ? ` (${row.about})` : ''}: ${row.auth ?? 'bearer'}`, async () => {
      const seen: Record<string, number> = {};
      for (const caller of [...DEAD, ...LIVE]) seen[caller] = await ask(row, caller);
      const wanted: Record<string, number> = {};
      if (row.auth === 'notImplemented') {
        for (const caller of [...DEAD, ...LIVE]) wanted[caller] = 404;
      } else if (row.auth === 'public' || row.auth === 'demo') {
        // A bearer, valid or not, changes nothing: the answer is the anonymous one.
        for (const caller of [...DEAD, ...LIVE]) wanted[caller] = seen.none!;
        expect(seen.none).toBeLessThan(500);
      } else if (row.auth === 'apiKey') {
        for (const caller of [...DEAD, ...LIVE]) wanted[caller] = 401;
        expect(await ask(row, 'none', true)).toBeLessThan(300);
      } else {
        for (const caller of DEAD) wanted[caller] = 401;
        Object.assign(wanted, row.live);
        // Reads are also asked by the rightful owner: the row's request is right, so a refusal above is a rule.
        if (methodOf(row) === 'GET') {
          seen.owner = await ask(row, 'owner');
          wanted.owner = row.ownerStatus ?? 200;
        }
      }
      Object.assign(wanted, row.except);
      expect(seen).toEqual(wanted);
    });
  }
});

/** The upgrade's answer for a bearer: 101 when the socket opens, else the refusal's status. */
async function socketStatus(base: string, token: string | undefined): Promise<number> {
  try {
    const client = await connectWs(base, token ?? '');
    await client.close();
    return 101;
  } catch (error) {
    return Number(/upgrade refused: (\d+)/.exec(String(error))?.[1] ?? 0);
  }
}
