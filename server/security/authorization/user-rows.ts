import { userPath, type Row } from './matrix-row.ts';

/** Monitored users: search, details, notes, positions, absences, the external services' demo stand-ins. */
export const USER_ROWS: Row[] = [
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
];
