import { ROUTES } from '../contract/console-routes.ts';
import { takeReturnPath } from './return-path.ts';

/** ROUTE-21: the remembered path, else where the engine says (autoregister url), else groups. */
export function afterLoginPath(returnTo?: string): string {
  return takeReturnPath() ?? (returnTo && returnTo.startsWith('/') ? returnTo : null) ?? ROUTES.groups;
}
