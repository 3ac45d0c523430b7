import { useCallback } from 'react';
import { isLive } from '../calls/softphone/softphone-state.ts';
import { useSoftphoneView } from '../calls/softphone/softphone-view.tsx';
import type { MessageRef } from '../login/login-error.ts';
import type { CommandResult } from '../sync-client/failure.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { setLoginNotice } from './login-notice.ts';
import { adminPortalBase } from '../login/forgot-password-url.ts';
import { logoutUrl } from './logout-target.ts';
import { forgetReturnPath } from './return-path.ts';
import { allowUnload } from './unload-guard.ts';

/** Origins a logout may lead to: this console, the admin portal, and the sign-in portals the build names. */
function trustedLogoutOrigins(): string[] {
  const configured = ((import.meta.env.VITE_LOGOUT_ORIGINS as string | undefined) ?? '').split(',');
  return [window.location.origin, adminPortalBase(), ...configured]
    .map((address) => {
      try {
        return new URL(address.trim()).origin;
      } catch {
        return '';
      }
    })
    .filter((origin) => origin !== '' && origin !== 'null');
}

/** Leaves the console for the stored logout URL, or reloads onto the login page (SESSION-23). */
export function leaveToLogin(notice?: MessageRef): void {
  if (notice) setLoginNotice(notice);
  allowUnload();
  const target = logoutUrl(trustedLogoutOrigins());
  if (target) {
    window.location.assign(target);
    return;
  }
  window.location.hash = '#/login';
  window.location.reload();
}

/**
 * Logs out through the engine (unregister, websocket logout, local data cleared, call held: SESSION-20..22),
 * then leaves. A failure is handed back to the caller (SESSION-24). A `reason` goes to the engine, whose
 * loggedOut event carries it to every tab's login page. While the logout runs, the session guard sees
 * nobody and remembers the page (ROUTE-21); a chosen logout forgets it, an inactivity logout returns there.
 */
export function useLogout(): (reason?: 'INACTIVITY_LOGOUT') => Promise<CommandResult> {
  const send = useSend();
  const softphone = useSoftphoneView();
  return useCallback(
    async (reason?: 'INACTIVITY_LOGOUT') => {
      // SESSION-22: the call in progress is held, never hung up by the page that reloads (the caller waits in its
      // conference for a colleague to take it). Held before the logout: once it is sent the session can hold nothing.
      const live = softphone.state?.current;
      if (live && isLive(live) && (await send('callsHold', { body: { CallSid: live.callSid } })).ok) await softphone.send('hangup', { keepHeld: true });
      const result = await send('logout', reason ? { reason } : undefined);
      if (!result.ok) return result;
      if (!reason) forgetReturnPath();
      leaveToLogin(reason ? { key: `common:messages.${reason}` } : undefined);
      return result;
    },
    [send, softphone],
  );
}
