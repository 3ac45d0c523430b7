import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { titleWithCount } from '../../domain/alarm-notices.ts';
import { useAlarmCounts } from '../use-alarm-counts.ts';
import { titleWriteDelay } from './title-pace.ts';

/** The App Badging API (installed console; not in TypeScript's DOM types yet). */
interface BadgingNavigator {
  setAppBadge?(count: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/** A seen console's title and badge follow the count at most this often (the last count is always written). */
const TITLE_EVERY_MS = 1000;

/**
 * Without notifications a console behind other windows still says that alarms wait: the count of unanswered alarms
 * leads the tab's title, e.g. "(3) ARC operator console", and shows on the app's icon when it is installed. Both go
 * back to the app's name when the console is left (signed out).
 */
export function useUnansweredTitle(): void {
  const { t } = useTranslation();
  const { unanswered } = useAlarmCounts();
  const writtenAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const write = () => {
      writtenAt.current = Date.now();
      document.title = titleWithCount(t('common:appName'), unanswered);
      showBadge(unanswered);
    };
    const wait = titleWriteDelay(writtenAt.current, Date.now(), TITLE_EVERY_MS, document.visibilityState === 'hidden');
    if (wait === 0) return write();
    // A newer count replaces this one before it is written.
    const timer = setTimeout(write, wait);
    return () => clearTimeout(timer);
  }, [t, unanswered]);
  useEffect(
    () => () => {
      document.title = t('common:appName');
      showBadge(0);
    },
    [t],
  );
}

function showBadge(count: number): void {
  const badging = navigator as Navigator & BadgingNavigator;
  // Not installed, or not allowed: the title still counts.
  const ignore = () => undefined;
  if (count > 0) badging.setAppBadge?.(count).catch(ignore);
  else badging.clearAppBadge?.().catch(ignore);
}
