import { same, type Row } from './matrix-row.ts';

/** Sessions and the centre's data a session reads: logins, tokens, settings, templates, the push socket; logout last. */
export const SESSION_ROWS: Row[] = [
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
  // The push socket
  { route: 'GET /api/WsPander', ownerStatus: 101, live: same(101), ask: () => ({ path: '/api/WsPander' }) },
  // Last: it ends the live callers' sessions.
  { route: 'logout', live: same(200), ask: () => ({ path: '/api/logout' }) },
];
