import { useCallback } from 'react';
import type { MessageRef } from '../login/login-error.ts';
import type { CommandResult } from '../sync-client/engine-api.ts';
import { useEngine } from '../sync-client/engine-context.tsx';
import { setLoginNotice } from './login-notice.ts';
import { logoutUrl } from './logout-target.ts';
import { allowUnload } from './unload-guard.ts';

/** Leaves the console for the stored logout URL, or reloads onto the login page (SESSION-23). */
export function leaveToLogin(notice?: MessageRef): void {
  if (notice) setLoginNotice(notice);
  allowUnload();
  const target = logoutUrl();
  if (target) {
    window.location.assign(target);
    return;
  }
  window.location.hash = '#/login';
  window.location.reload();
}

/**
 * Logs out through the engine (unregister, websocket logout, local data cleared, call held: SESSION-20..22),
 * then leaves. A failure is handed back to the caller (SESSION-24).
 */
export function useLogout(): (notice?: MessageRef) => Promise<CommandResult> {
  const engine = useEngine();
  return useCallback(
    async (notice?: MessageRef) => {
      const result = await engine.logout();
      if (result.ok) leaveToLogin(notice);
      return result;
    },
    [engine],
  );
}
