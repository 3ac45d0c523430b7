import { useSession, useSettings } from '../../db/hooks.ts';
import { isReadOnly } from '../../domain/access.ts';
import { callMode, type CallTargetOptions } from './call-target.ts';

/**
 * What a callable number needs from the session and the settings: the telephony mode chosen at login (none for a
 * read-only session, ROLE-06), TELEPHONE_PREFIX and the device token. Undefined while they load.
 */
export function useCallOptions(): CallTargetOptions | undefined {
  const session = useSession();
  const settings = useSettings();
  if (session === undefined || !settings) return undefined;
  return {
    mode: callMode(session?.telephony ?? 'none', isReadOnly(settings, session)),
    telephonePrefix: settings.TELEPHONE_PREFIX,
    deviceToken: session?.deviceToken ?? null,
  };
}
