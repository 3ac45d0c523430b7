import { ROUTES } from '../contract/console-routes.ts';

/** The first segment of every console route (`/dashboard`, `/autoregister`, `/al`, …). */
const ROUTE_ROOTS = new Set(Object.values(ROUTES).map((route) => route.split('/')[1]));

/**
 * Whether `href`, read on the console page at `base`, leads into the console itself: one of its hash routes
 * (`#/autoregister?token=…`) or a console route's path on its origin. Documents and transmitter commands come from
 * outside: a link of theirs into the console could swap the logged-in session or act as the operator (security NL2).
 */
export function isConsoleLink(href: string, base: string): boolean {
  try {
    const target = new URL(href, base);
    if (target.origin !== new URL(base).origin) return false;
    return target.hash.startsWith('#/') || ROUTE_ROOTS.has(target.pathname.split('/')[1]);
  } catch {
    return false;
  }
}
