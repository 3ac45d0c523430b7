import { useSyncExternalStore } from 'react';

export type NoticePermission = NotificationPermission | 'unsupported';

const ASKED_KEY = 'arc-notifications-asked';
const listeners = new Set<() => void>();
let watching = false;

/**
 * The permission as last read, from this Notification (a test may put another in its place). Reading it asks the
 * browser process each time: a flood's pushes would ask hundreds of times a minute. It is read again once it may
 * have changed: asked here, changed in the site settings (Permissions API), or the console shown again.
 */
let cached: { from: typeof Notification; permission: NotificationPermission } | null = null;

const changed = () => {
  cached = null;
  listeners.forEach((listener) => listener());
};

function read(): NoticePermission {
  if (typeof Notification === 'undefined') return 'unsupported';
  watchBrowserSettings();
  if (cached?.from !== Notification) cached = { from: Notification, permission: Notification.permission };
  return cached.permission;
}

/** The browser changes the permission in its site settings too: follow it where the Permissions API tells. */
function watchBrowserSettings(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  // Site settings changed while the console was in the background are seen when it is shown again.
  document.addEventListener('visibilitychange', changed);
  if (!navigator.permissions?.query) return;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', changed))
    .catch(() => undefined);
}

/**
 * The browser's permission for system notifications, and whether this browser's operator was already asked: the
 * console asks once, with an explanation (after the first login, or from the settings), never on page load.
 */
export const notificationPermission = {
  get: read,
  subscribe(listener: () => void): () => void {
    watchBrowserSettings();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  asked(): boolean {
    try {
      return localStorage.getItem(ASKED_KEY) === '1';
    } catch {
      return true; // no storage: never nag at each start
    }
  },
  /** The explanation was answered (allowed or dismissed): it is not shown again after a login. */
  markAsked(): void {
    try {
      localStorage.setItem(ASKED_KEY, '1');
    } catch {
      // no storage: asked() says so already
    }
    changed();
  },
  async request(): Promise<NoticePermission> {
    notificationPermission.markAsked();
    if (read() === 'unsupported') return 'unsupported';
    const answer = await Notification.requestPermission();
    changed();
    return answer;
  },
};

/** The permission as it changes (asked here, or changed in the browser's site settings). */
export function useNotificationPermission(): { permission: NoticePermission; asked: boolean } {
  const permission = useSyncExternalStore(notificationPermission.subscribe, notificationPermission.get);
  const asked = useSyncExternalStore(notificationPermission.subscribe, notificationPermission.asked);
  return { permission, asked };
}
