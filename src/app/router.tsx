import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { isDashboardPath, ROUTES } from '../contract/console-routes.ts';
import { primeLoggedInUser } from '../db/prime-start.ts';
import { useStartPictureBelowBanners } from '../start-picture/use-start-picture-below-banners.ts';
import { afterFirstPaint } from '../ui/after-start.ts';
import { afterLoginPath } from './after-login.ts';
import { ConnectionLostModal } from './connection-lost-modal.tsx';
import { EngineEvents } from './engine-events.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { DemoBanner, MemoryStorageBanner, OfflineBanner, ReloadRequiredBanner, ServerUnreachableBanner } from './banners.tsx';
import { lazyWithReload } from '../ui/lazy-with-reload.ts';
import { useLoggedInHint } from './logged-in-hint.ts';
import { wasLoggedIn } from './logged-in-flag.ts';
import { DashboardHome } from './pages/dashboard-home.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import {
  DesktopOnly,
  FullConsoleOnly,
  Loading,
  RequirePermission,
  RequirePlanningView,
  RequireSession,
  UnknownRoute,
} from './route-guards.tsx';

// Each screen is a chunk of its own, so the first screen (login or the alarm list) loads only what it shows.
const loadLogin = () => import('../login/login-route.tsx');
const loadShell = () => import('./shell/shell-layout.tsx');
const LoginRoute = lazyWithReload(() => loadLogin().then((module) => (preloadWhatLoginLeadsTo(), module.LoginRoute)));
const CognitoLoginRoute = lazyWithReload(() => loadLogin().then((module) => (preloadWhatLoginLeadsTo(), module.CognitoLoginRoute)));
const AutoRegisterPage = lazyWithReload(() => import('../login/auto-register-page.tsx').then((module) => module.AutoRegisterPage));
const OneTimeLinkPage = lazyWithReload(() => import('../login/one-time-link-page.tsx').then((module) => module.OneTimeLinkPage));
const ShellLayout = lazyWithReload(() => loadShell().then((module) => module.ShellLayout));
const AlarmDetailRoute = lazyWithReload(() => import('./shell/dashboard-panels.tsx').then((module) => module.AlarmDetailRoute));
const TestAlarmsPage = lazyWithReload(() => import('../test-alarms/test-alarms-page.tsx').then((module) => module.TestAlarmsPage));
const SupportPage = lazyWithReload(() => import('../support/support-page.tsx').then((module) => module.SupportPage));
const AnswerTimesPage = lazyWithReload(() => import('../targets/answer-times-page.tsx').then((module) => module.AnswerTimesPage));
const GroupsPage = lazyWithReload(() => import('./pages/groups-page.tsx').then((module) => module.GroupsPage));
const GroupRespondentsPage = lazyWithReload(() =>
  import('./pages/group-respondents-page.tsx').then((module) => module.GroupRespondentsPage),
);
const SettingsPage = lazyWithReload(() => import('./pages/settings-page.tsx').then((module) => module.SettingsPage));
const UserListPage = lazyWithReload(() => import('../users/user-list-page.tsx').then((module) => module.UserListPage));
const UserSearchPage = lazyWithReload(() => import('../users/user-search-page.tsx').then((module) => module.UserSearchPage));
const PlanningPage = lazyWithReload(() => import('../planning/planning-page.tsx').then((module) => module.PlanningPage));

/**
 * Starts fetching the first screen's chunk while the translations load (the first render waits for them), rather
 * than after, and reading the alarm list of whoever is logged in. A failure is left to the route's own load, which
 * reloads once (ERR-17).
 */
export function preloadFirstScreen(path: string): void {
  void firstScreenLoader(path)?.();
}

/** The shell and the panels it shows beside the list. */
const preloadDashboard = () => Promise.all([ShellLayout.preload(), loadShell().then((shell) => shell.preloadPanels(), () => undefined)]);
const preloadLoginLeads = () => Promise.all([preloadDashboard(), GroupsPage.preload()]);

/**
 * While the operator types (and the server hashes the password), the shell, its panels and
 * the groups page a login lands on (ROUTE-21) load in idle time once the login form is drawn, so neither the form nor
 * the first screen after the login waits for them.
 */
let loginLeadsPreloaded = false;
function preloadWhatLoginLeadsTo(): void {
  // The login chunk can arrive twice (the start's preload and the route's first render): one preload is enough.
  if (loginLeadsPreloaded) return;
  loginLeadsPreloaded = true;
  afterFirstPaint(() => void preloadLoginLeads());
}

/**
 * An installed console opens at / and someone is usually still logged in: the login route only forwards them
 * (ROUTE-02). Knowing it from the session directory lets the shell, the panels and the groups page load beside the
 * entry instead of one after another behind the login chunk.
 */
async function preloadWhenLoggedIn(): Promise<void> {
  // Opening the session directory before the login form is drawn costs a phone a quarter of a second (4× slower CPU):
  // only when this browser had someone logged in last time.
  if (!wasLoggedIn() || !(await primeLoggedInUser())) return;
  loginLeadsPreloaded = true;
  await preloadLoginLeads();
}

function firstScreenLoader(path: string): (() => Promise<unknown>) | undefined {
  // Not the panels: on a start every millisecond of the main thread goes to the list first.
  if (isDashboardPath(path)) return () => Promise.all([ShellLayout.preload(), primeLoggedInUser()]);
  const route = path.split('?')[0];
  if (route === '' || route === '/') {
    return wasLoggedIn() ? () => Promise.all([ShellLayout.preload(), primeLoggedInUser(), GroupsPage.preload()]) : () => LoginRoute.preload();
  }
  return route === ROUTES.login ? () => Promise.all([LoginRoute.preload(), preloadWhenLoggedIn()]) : undefined;
}

/**
 * ROUTE-01: / opens the login. Where this browser had someone logged in (an installed console's usual start), it goes
 * straight where the login would forward them (the list beside it), without the login chunk and its wait between;
 * should that session have ended, the dashboard's guard sends them to the login as before.
 */
function EntryRoute() {
  const [to] = useState(() => (wasLoggedIn() ? afterLoginPath() : ROUTES.login));
  return <Navigate to={to} replace />;
}

/** A lazily loaded screen: the loading note in its place until its chunk is there. */
function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/**
 * Everything every route shares: banners, the connection-lost modal, reactions to engine events. The frame is the
 * window's height: banners take their room from the screen below them, so they never push it out of the window.
 */
function RootLayout() {
  useLoggedInHint();
  const { pathname } = useLocation();
  const banners = useRef<HTMLDivElement>(null);
  useStartPictureBelowBanners(banners);
  return (
    <div className="app-frame">
      <div className="app-banners" ref={banners}>
        <DemoBanner />
        <ReloadRequiredBanner />
        <UpdatePrompt />
        <OfflineBanner />
        <ServerUnreachableBanner />
        <MemoryStorageBanner />
      </div>
      <div className="app-screen">
        {/* A page that crashed keeps the banners around it; going to another page draws that page. */}
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </div>
      <ConnectionLostModal />
      <EngineEvents />
    </div>
  );
}

/** The routes of core §2 (their paths in ROUTES; children name their full path, as react-router allows). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <EntryRoute /> },
      { path: ROUTES.login, element: <Screen><LoginRoute /></Screen> },
      { path: ROUTES.cognitoLogin, element: <Screen><CognitoLoginRoute /></Screen> },
      { path: ROUTES.autoRegister, element: <Screen><AutoRegisterPage /></Screen> },
      { path: ROUTES.oneTimeLink, element: <Screen><OneTimeLinkPage /></Screen> },
      {
        path: ROUTES.dashboard,
        element: (
          <RequireSession>
            <Screen>
              <ShellLayout />
            </Screen>
          </RequireSession>
        ),
        children: [
          { index: true, element: <DashboardHome /> },
          { path: ROUTES.alarm, element: <Screen><AlarmDetailRoute /></Screen> },
          {
            element: <FullConsoleOnly />,
            children: [
              {
                element: <DesktopOnly />,
                children: [
                  { path: ROUTES.groups, element: <Screen><GroupsPage /></Screen> },
                  { path: ROUTES.groupRespondents, element: <Screen><GroupRespondentsPage /></Screen> },
                  { path: ROUTES.settings, element: <Screen><SettingsPage /></Screen> },
                ],
              },
              { path: ROUTES.users, element: <RequirePermission permission="CenterUsers"><Screen><UserListPage /></Screen></RequirePermission> },
              { path: ROUTES.userSearch, element: <RequirePermission permission="CenterUsers"><Screen><UserSearchPage /></Screen></RequirePermission> },
              {
                path: ROUTES.support,
                element: (
                  <RequirePermission permission="SkygdSystemAdmin">
                    <Screen>
                      <SupportPage />
                    </Screen>
                  </RequirePermission>
                ),
              },
              {
                path: ROUTES.answerTimes,
                element: (
                  <RequirePermission permission="AnswerTimeReport">
                    <Screen>
                      <AnswerTimesPage />
                    </Screen>
                  </RequirePermission>
                ),
              },
              {
                path: ROUTES.testAlarms,
                element: (
                  <RequirePermission permission="CenterTestalarm">
                    <TestAlarmsPage />
                  </RequirePermission>
                ),
              },
              {
                path: ROUTES.planningView,
                element: (
                  <RequirePlanningView>
                    <PlanningPage />
                  </RequirePlanningView>
                ),
              },
              { path: '*', element: <UnknownRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

/**
 * The console's routes, drawn inside a HashRouter (ROUTE-25: hash-based URLs, so any static host and the service
 * worker's fallback serve every route). Declarative routing: the data router's loaders and actions, unused here,
 * would add 18 KB gzip to the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
