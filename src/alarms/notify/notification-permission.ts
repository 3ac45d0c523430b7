import { useSyncExternalStore } from 'react';

export type NoticePermission = NotificationPermission | 'unsupported';

const ASKED_KEY = 'arc-notifications-asked';
const listeners = new Set<() => void>();
let watching = false;

const changed = () => listeners.forEach((listener) => listener());

function read(): NoticePermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The browser changes the permission in its site settings too: follow it where the Permissions API tells. */
function watchBrowserSettings(): void {
  if (watching || typeof navigator === 'undefined' || !navigator.permissions?.query) return;
  watching = true;
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
