import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { CallNotes } from '../../calls/notes/call-notes.tsx';
import { SoftphoneMount } from '../../calls/softphone/softphone-mount.tsx';
import { SoftphoneViewProvider } from '../../calls/softphone/softphone-view.tsx';
import { openAlarmIdFrom } from '../../alarms/alarm-path.ts';
import { NotificationPrompt } from '../../alarms/notify/notification-prompt.tsx';
import { ROUTES } from '../../contract/console-routes.ts';
import { useInitialLanguage } from '../../i18n/use-initial-language.ts';
import { BrowserLogUploader } from '../../support/browser-log-uploader.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useAlarmCounts } from '../use-alarm-counts.ts';
import { useAuth } from '../use-auth.ts';
import { useIsMobile } from '../use-is-mobile.ts';
import { useUnloadGuard } from '../unload-guard.ts';
import { AcknowledgementModal } from './acknowledgement-modal.tsx';
import { HistoryColumn, ListPanel } from './dashboard-panels.tsx';
import { InactivityModal } from './inactivity-modal.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SideMenu } from './side-menu.tsx';
import { useUnansweredTitle } from './use-unanswered-title.ts';
import { useReplacesStartPicture } from '../../start-picture/use-replaces-start-picture.ts';

export { preloadPanels } from './dashboard-panels.tsx';

type MobileTab = 'list' | 'details' | 'history';
const TABS_ID = 'shell';

/**
 * The dashboard shell: header and side menu, then from 1224 px the list | page | history columns (SHELL-01; history beside an open alarm), under
 * it tabs for list (with the active count), details and history (SHELL-02, -03). A one-time-link login shows only
 * the alarm page (SHELL-07).
 */
export function ShellLayout() {
  const auth = useAuth();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const simple = auth.state === 'loggedIn' && auth.simpleLogin;
  useUnloadGuard(true);
  useInitialLanguage();
  // A one-time link's console has no alarm list to take the start picture's place.
  useReplacesStartPicture(simple);

  return (
    <SoftphoneViewProvider>
      <div className="shell">
        <ShellHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} linkSession={simple} />
        <SoftphoneMount />
        {simple ? null : <NotificationPrompt />}
        {simple ? null : <SideMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} onClose={() => setMenuOpen(false)} />}
        {simple ? (
          <main id="main" tabIndex={-1} className="shell-single">
            <Outlet />
          </main>
        ) : mobile ? (
          <MobileDashboard />
        ) : (
          <DashboardColumns />
        )}
        <AcknowledgementModal />
        <InactivityModal />
        <CallNotes />
        <BrowserLogUploader />
        <UnansweredTitle />
      </div>
    </SoftphoneViewProvider>
  );
}

/** The title's count follows every push: in a leaf of its own, so a push does not draw the whole shell again. */
function UnansweredTitle() {
  useUnansweredTitle();
  return null;
}

/**
 * The list, the page and the history of the open alarm's user. Without an open alarm the history has nothing to show:
 * its column gives its width to the page (qa-supervisor P2-12).
 */
function DashboardColumns() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const alarmOpen = openAlarmIdFrom(pathname) !== null;
  return (
    <div className={alarmOpen ? 'shell-columns' : 'shell-columns shell-columns--no-history'}>
      {/* The list panel is its own labelled region. */}
      <div className="col-list">
        <ListPanel />
      </div>
      <main id="main" tabIndex={-1} className="col-main">
        <Outlet />
      </main>
      {alarmOpen ? (
        <aside className="col-history" aria-label={t('shell.regions.history')}>
          <HistoryColumn />
        </aside>
      ) : null}
    </div>
  );
}

function MobileDashboard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { active } = useAlarmCounts();
  // Anything but the dashboard itself (an alarm opened from the list, a page from the menu) shows in the details tab.
  const onPage = pathname.replace(/\/$/, '') !== ROUTES.dashboard;
  const [tab, setTab] = useState<MobileTab>(onPage ? 'details' : 'list');
  // Back on the dashboard (an alarm closed or cleared) the list is what the operator needs next, not an empty page.
  useEffect(() => {
    setTab(onPage ? 'details' : 'list');
  }, [onPage, pathname]);

  return (
    <div className="shell-tabs">
      <Tabs
        label={t('shell.tabs.label')}
        idPrefix={TABS_ID}
        selected={tab}
        onSelect={(id) => setTab(id as MobileTab)}
        items={[
          { id: 'list', label: t('shell.tabs.list'), badge: active, badgeLabel: t('shell.tabs.activeBadge', { count: active }) },
          { id: 'details', label: t('shell.tabs.details') },
          { id: 'history', label: t('shell.tabs.history') },
        ]}
      />
      <TabPanel idPrefix={TABS_ID} id="list" hidden={tab !== 'list'}>
        <ListPanel />
      </TabPanel>
      <TabPanel idPrefix={TABS_ID} id="details" hidden={tab !== 'details'}>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </TabPanel>
      <TabPanel idPrefix={TABS_ID} id="history" hidden={tab !== 'history'}>
        <HistoryColumn />
      </TabPanel>
    </div>
  );
}
