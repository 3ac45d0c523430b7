import { alarmPath, same, type Row } from './matrix-row.ts';

/** Calls and the voice token and signalling socket. */
export const CALL_ROWS: Row[] = [
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
];
