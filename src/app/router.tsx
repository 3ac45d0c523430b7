import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AutoRegisterPage } from '../login/auto-register-page.tsx';
import { CognitoLoginRoute, LoginRoute } from '../login/login-route.tsx';
import { OneTimeLinkPage } from '../login/one-time-link-page.tsx';
import { UserListPage } from '../users/user-list-page.tsx';
import { UserSearchPage } from '../users/user-search-page.tsx';
import { ConnectionLostModal } from './connection-lost-modal.tsx';
import { EngineEvents } from './engine-events.tsx';
import { CrashPanel } from './error-boundary.tsx';
import { OfflineBanner, ReloadRequiredBanner } from './banners.tsx';
import { DashboardHome } from './pages/dashboard-home.tsx';
import { GroupRespondentsPage } from './pages/group-respondents-page.tsx';
import { GroupsPage } from './pages/groups-page.tsx';
import { LaterPage } from './pages/later-page.tsx';
import { SettingsPage } from './pages/settings-page.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import {
  DesktopOnly,
  FullConsoleOnly,
  RequirePermission,
  RequirePlanningView,
  RequireSession,
  UnknownRoute,
} from './route-guards.tsx';
import { AlarmDetailRoute } from './shell/dashboard-panels.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

/** Everything every route shares: banners, the connection-lost modal, reactions to engine events. */
function RootLayout() {
  return (
    <>
      <ReloadRequiredBanner />
      <UpdatePrompt />
      <OfflineBanner />
      <Outlet />
      <ConnectionLostModal />
      <EngineEvents />
    </>
  );
}

/** The routes of core §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <CrashPanel />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/cognitologin', element: <CognitoLoginRoute /> },
      { path: '/autoregister', element: <AutoRegisterPage /> },
      { path: '/al', element: <OneTimeLinkPage /> },
      {
        path: '/dashboard',
        element: (
          <RequireSession>
            <ShellLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <DashboardHome /> },
          { path: 'template/:templateType/:alarmId/:openType?', element: <AlarmDetailRoute /> },
          {
            element: <FullConsoleOnly />,
            children: [
              {
                element: <DesktopOnly />,
                children: [
                  { path: 'groups', element: <GroupsPage /> },
                  { path: 'groups/:groupId', element: <GroupRespondentsPage /> },
                  { path: 'settings', element: <SettingsPage /> },
                ],
              },
              { path: 'users', element: <UserListPage /> },
              { path: 'users/search', element: <UserSearchPage /> },
              {
                path: 'admin/support',
                element: (
                  <RequirePermission permission="SkygdSystemAdmin">
                    <LaterPage titleKey="menu.support" />
                  </RequirePermission>
                ),
              },
              {
                path: 'admin/test',
                element: (
                  <RequirePermission permission="CenterTestalarm">
                    <LaterPage titleKey="menu.testAlarms" />
                  </RequirePermission>
                ),
              },
              {
                path: 'planning-view',
                element: (
                  <RequirePlanningView>
                    <LaterPage titleKey="menu.planningView" />
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

/** ROUTE-25: hash-based URLs, so any static host (and the service worker's fallback) serves every route. */
export function createAppRouter() {
  return createHashRouter(routes);
}
