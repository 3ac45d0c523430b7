import { DEFAULT_PHONE_PREFIX } from '../domain/constants.ts';
import type { Telephony } from '../db/rows.ts';

/** The last used integration and telephone (core §3 local preferences), prefilled on the next login. */
const KEY = 'arc-last-login';
export const TELEPHONIES: readonly Telephony[] = ['none', 'external', 'basicTel', 'basicCallto', 'cloud', 'local'];

export interface LastLogin {
  telephony: Telephony;
  phone: string;
}

export function readLastLogin(): LastLogin {
  const fallback: LastLogin = { telephony: 'none', phone: DEFAULT_PHONE_PREFIX };
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LastLogin> | null;
    if (!value) return fallback;
    return {
      telephony: TELEPHONIES.includes(value.telephony as Telephony) ? (value.telephony as Telephony) : 'none',
      phone: typeof value.phone === 'string' && value.phone ? value.phone : DEFAULT_PHONE_PREFIX,
    };
  } catch {
    return fallback;
  }
}

export function saveLastLogin(value: LastLogin): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // private mode: nothing remembered
  }
}
