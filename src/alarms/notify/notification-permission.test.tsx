import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPermission } from './notification-permission.ts';

/** A Notification whose permission counts how often the console asks the browser for it. */
function countedNotification(permission: NotificationPermission) {
  const counted = { reads: 0, permission };
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        counted.reads += 1;
        return counted.permission;
      }
    },
  );
  return counted;
}

afterEach(() => vi.unstubAllGlobals());

describe('notification permission', () => {
  it('flood mode: the permission is asked of the browser once, not at every push, and again once it may have changed', () => {
    const browser = countedNotification('default');
    for (let push = 0; push < 100; push++) expect(notificationPermission.get()).toBe('default');
    expect(browser.reads).toBe(1);
    browser.permission = 'granted';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(notificationPermission.get()).toBe('granted');
    expect(browser.reads).toBe(2);
  });
});
