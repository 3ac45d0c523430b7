import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../contract/console-routes.ts';
import { usePermissions, useSettings } from '../db/hooks.ts';
import { planningViewAvailable } from '../domain/access.ts';
import { rememberReturnPath } from './return-path.ts';
import { useAuth } from './use-auth.ts';
import { useIsMobile } from './use-is-mobile.ts';


export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}

/** ROUTE-08: the dashboard needs a session; without one, remember where the user was going and ask to log in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.state === 'loading') return <Loading />;
  if (auth.state === 'anonymous') {
    rememberReturnPath(location.pathname + location.search);
    return <Navigate to={ROUTES.login} replace />;
  }
  return children;
}

/** ROUTE-23: a one-time-link (simple) login may only use the template route. */
export function FullConsoleOnly() {
  const auth = useAuth();
  if (auth.state === 'loggedIn' && auth.simpleLogin) return <Navigate to={ROUTES.dashboard} replace />;
  return <Outlet />;
}

/** ROUTE-12: groups, group respondents and settings are hidden on mobile. */
export function DesktopOnly() {
  return useIsMobile() ? <Navigate to={ROUTES.dashboard} replace /> : <Outlet />;
}

/** ROUTE-14, ROUTE-15: permission-gated pages send everyone else to the dashboard. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const permissions = usePermissions();
  if (permissions === undefined) return <Loading />;
  return permissions?.Actions.includes(permission) ? children : <Navigate to={ROUTES.dashboard} replace />;
}

/** ROUTE-16: the planning view needs USING_PLANNING_VIEW and a desktop client. */
export function RequirePlanningView({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const mobile = useIsMobile();
  if (settings === undefined) return <Loading />;
  return planningViewAvailable(settings.USING_PLANNING_VIEW, mobile) ? children : <Navigate to={ROUTES.dashboard} replace />;
}

/** ROUTE-20: any other path goes to groups when logged in, else to login. */
export function UnknownRoute() {
  const auth = useAuth();
  if (auth.state === 'loading') return <Loading />;
  return <Navigate to={auth.state === 'loggedIn' ? ROUTES.groups : ROUTES.login} replace />;
}
