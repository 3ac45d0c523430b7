import { Suspense, type ReactNode } from 'react';
import { AlarmListPanel } from '../../alarms/list/alarm-list-panel.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { lazyWithReload } from '../../ui/lazy-with-reload.ts';
import { Loading } from '../route-guards.tsx';

// History (with its grid) and the alarm page load on first use: the list is what must show first.
const HistoryPanel = lazyWithReload(() => import('../../history/history-panel.tsx').then((module) => module.HistoryPanel));
const AlarmDetailPage = lazyWithReload(() => import('../../alarms/detail/alarm-detail-page.tsx').then((module) => module.AlarmDetailPage));

/** Loads the panels the dashboard shows beside the list, ahead of their first render (a failure is left to it). */
export function preloadPanels(): Promise<void> {
  return HistoryPanel.preload();
}

/** Each panel fails alone: a crash in the history must not take the alarm list down. */
function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function ListPanel() {
  return (
    <PanelFrame>
      <AlarmListPanel />
    </PanelFrame>
  );
}

export function HistoryColumn() {
  return (
    <PanelFrame>
      <HistoryPanel />
    </PanelFrame>
  );
}

/** ROUTE-17, ROUTE-18: /dashboard/template/{template_type}/{alarm_id}/{open_type?}. */
export function AlarmDetailRoute() {
  return (
    <PanelFrame>
      <AlarmDetailPage />
    </PanelFrame>
  );
}
