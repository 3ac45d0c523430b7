import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import { NotificationPrompt } from './notification-prompt.tsx';
import { NotificationSettings } from './notification-settings.tsx';

/** The browser's Notification as far as asking goes: its permission, and the answer the operator gives. */
function browserNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const fake = {
    permission,
    requestPermission: vi.fn(async () => {
      fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', fake);
  return fake;
}

async function show(node: ReactNode) {
  return render(<I18nextProvider i18n={await createTestI18n()}>{node}</I18nextProvider>);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('notification settings', () => {
  it('mission-gap notifications: not yet asked, the settings explain and ask the browser on a click, then say they are on', async () => {
    const browser = browserNotifications('default', 'granted');
    await show(<NotificationSettings />);
    expect(screen.getByRole('group', { name: 'System notifications' }).textContent).toContain('a new alarm shows as a system notification');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toBe('System notifications are on in this browser.');
  });

  it('mission-gap notifications: denied, the settings say so and how to allow them in the site settings', async () => {
    browserNotifications('denied');
    await show(<NotificationSettings />);
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/blocks the console's notifications.*site settings.*set Notifications to Allow/);
  });

  it('mission-gap notifications: granted, the settings say they are on', async () => {
    browserNotifications('granted');
    await show(<NotificationSettings />);
    expect(screen.getByRole('status').textContent).toBe('System notifications are on in this browser.');
  });

  it('mission-gap notifications: after login the explanation asks once; dismissed, it does not come back', async () => {
    const browser = browserNotifications('default');
    const first = await show(<NotificationPrompt />);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'System notifications' })).toBeNull();
    first.unmount();
    await show(<NotificationPrompt />);
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
