/**
 * The external admin portal's password page (LOGIN-06). The portal's address is a server setting (ADMINURL), which
 * is not readable before login, so the build names it: VITE_ADMIN_PORTAL_URL, else the demo centre's portal.
 */
const DEFAULT_PORTAL = 'https://admin.demo-arc.example';

export function adminPortalBase(): string {
  const configured = import.meta.env.VITE_ADMIN_PORTAL_URL as string | undefined;
  return (configured || DEFAULT_PORTAL).replace(/\/+$/, '');
}

export function forgotPasswordUrl(): string {
  return `${adminPortalBase()}/forgot-password`;
}
