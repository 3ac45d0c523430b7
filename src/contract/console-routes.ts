/**
 * The console's routes (core §2), defined once: the router declares them, guards and views navigate to them, domain
 * rules answer with them, and the server hands out links into them (the one-time link `/al?p=…`). They are paths
 * of the hash router (`/#/dashboard/...`); the server's own paths are the endpoints' (see api-path.ts).
 */
export const ROUTES = {
  login: '/login',
  cognitoLogin: '/cognitologin',
  autoRegister: '/autoregister',
  /** One-time link from an SMS or e-mail: `/al?p=…` (ROUTE-06). */
  oneTimeLink: '/al',
  dashboard: '/dashboard',
  /** The detail route: /dashboard/template/{template_type}/{alarm_id}[/{open_type}]. */
  alarm: '/dashboard/template/:templateType/:alarmId/:openType?',
  groups: '/dashboard/groups',
  groupRespondents: '/dashboard/groups/:groupId',
  settings: '/dashboard/settings',
  users: '/dashboard/users',
  userSearch: '/dashboard/users/search',
  support: '/dashboard/admin/support',
  testAlarms: '/dashboard/admin/test',
  /** The supervisor's answer-time report (AnswerTimeReport). */
  answerTimes: '/dashboard/admin/answer-times',
  planningView: '/dashboard/planning-view',
} as const;

/** True for the dashboard and every page inside it. */
export function isDashboardPath(path: string): boolean {
  return path.startsWith(ROUTES.dashboard);
}

/** Where an alarm opens: its template (already chosen by the caller) and id as path segments. */
export function alarmTemplatePath(template: string, alarmId: number | string): string {
  return `${ROUTES.dashboard}/template/${encodeURIComponent(template)}/${encodeURIComponent(alarmId)}`;
}

/** The respondents page of one group. */
export function groupRespondentsPath(groupId: number): string {
  return `${ROUTES.groups}/${groupId}`;
}

/** The console path a one-time link opens (the server builds these links, the router serves them). */
export function oneTimeLinkPath(p: string): string {
  return `${ROUTES.oneTimeLink}?p=${encodeURIComponent(p)}`;
}
