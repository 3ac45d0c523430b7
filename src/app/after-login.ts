import { takeReturnPath } from './return-path.ts';

export const GROUPS_PATH = '/dashboard/groups';

/** ROUTE-21: the remembered path, else where the engine says (autoregister url), else groups. */
export function afterLoginPath(returnTo?: string): string {
  return takeReturnPath() ?? (returnTo && returnTo.startsWith('/') ? returnTo : null) ?? GROUPS_PATH;
}
