import type { Respondent } from '../contract/entities/respondents.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The cells of a group's respondent row (GROUP-06..08): name (initials), logged in, active, telephone or cloud user name. */
export function respondentRow(respondent: Respondent): { name: string; loggedIn: boolean; active: boolean; reach: string; callable: boolean } {
  const initials = text(respondent.Initials);
  return {
    name: `${text(respondent.Name)}${initials ? ` (${initials})` : ''}`,
    loggedIn: respondent.LoggedIn === true,
    active: respondent.Active === true,
    // A cloud operator has no telephone: the cloud user name is how to reach them.
    reach: text(respondent.Telephone) || text(respondent.TwilioUserName),
    /** The reach is a telephone number (shown as a call link in the session's telephony mode). */
    callable: text(respondent.Telephone) !== '',
  };
}
