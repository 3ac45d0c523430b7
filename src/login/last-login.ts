import type { Telephony } from '../db/rows.ts';
import { type ConsoleLanguage, phonePrefixFor } from '../domain/language.ts';

/** The last used integration and telephone (core §3 local preferences), prefilled on the next login. */
const KEY = 'arc-last-login';
export const TELEPHONIES: readonly Telephony[] = ['none', 'external', 'basicTel', 'basicCallto', 'cloud', 'local'];

export interface LastLogin {
  telephony: Telephony;
  phone: string;
}

/** Nothing remembered: the prefix of the login page's language is suggested. */
export function readLastLogin(language: ConsoleLanguage): LastLogin {
  const fallback: LastLogin = { telephony: 'none', phone: phonePrefixFor(language) };
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<LastLogin> | null;
    if (!value) return fallback;
    return {
      telephony: TELEPHONIES.includes(value.telephony as Telephony) ? (value.telephony as Telephony) : 'none',
      phone: typeof value.phone === 'string' && value.phone ? value.phone : fallback.phone,
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
