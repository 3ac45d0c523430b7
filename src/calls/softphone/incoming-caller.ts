import type { ListedAlarm } from '../../contract/entities/alarm.ts';
import type { UserDetails } from '../../contract/entities/user.ts';

/** Who rings and about which alarm, as far as the engine's data tells (qa-handling P2-14). */
export interface IncomingCaller {
  /** The person or contact whose number rings, null when unknown. */
  name: string | null;
  alarm: { id: number; text: string } | null;
}

/** Digits only (a leading + kept), so "+46 70-200 00 74" and "+46702000074" are one number. */
const digits = (number: string | null | undefined) => (number ?? '').replace(/(?!^\+)[^\d]/g, '');

/** The name of the person, or of their contact, whose number `from` is. */
function nameOfNumber(from: string, user: UserDetails | undefined): string | null {
  const number = digits(from);
  if (!user || !number) return null;
  if (digits(user.CallbackTelephoneNumber) === number) return [user.Name, user.LastName].filter(Boolean).join(' ') || null;
  const contact = user.Contacts?.find((entry) => [entry.Telephone1, entry.Telephone2, entry.Telephone3].some((phone) => digits(phone) === number));
  return contact?.Name?.trim() || null;
}

/** The caller's name (the provider's caller text first) and the call's alarm, from the alarm and person stored. */
export function incomingCaller(call: { from: string; callerText: string | null }, alarm: ListedAlarm | undefined, user: UserDetails | undefined): IncomingCaller {
  return {
    name: call.callerText || nameOfNumber(call.from, user),
    alarm: alarm ? { id: alarm.AlarmId, text: alarm.AlarmText ?? '' } : null,
  };
}
