import type { Telephony } from '../../db/rows.ts';
import { dialNumber, withoutPlus } from '../../domain/dial-number.ts';

/**
 * How a callable number shows in each telephony mode (calls §1, §5, §6). Pure: the CallNumber component renders
 * what this answers.
 *
 * - basicTel, basicCallto (CALL-05): a plain `tel:` or `callto:` link to the dial number.
 * - local (CALL-04): a link of the local softphone's own protocol (see localSoftphoneLink), numbers without plus
 *   signs (VALID-24).
 * - cloud: a Call button; the page's softphone dials the number.
 * - external (CALL-06): the number as text to copy; the external integration places the call.
 * - none, and every read-only session (ROLE-06): the number as plain text.
 *
 * In the modes that call, a sip or sips address and a skype-style link are already addresses: they are the link.
 */
export type CallTarget =
  | { kind: 'link'; href: string; dialled: string }
  | { kind: 'softphone'; dialled: string }
  | { kind: 'copy'; copied: string }
  | { kind: 'text' }
  /** A calling mode and nothing to dial: noNumberToDial (VALID-23). */
  | { kind: 'noNumber' };

/** ROLE-06 (checklist decision): a read-only session has telephony none, whatever was chosen at login. */
export function callMode(telephony: Telephony, readOnly: boolean): Telephony {
  return readOnly ? 'none' : telephony;
}

/**
 * The local softphone's protocol (CALL-04), one custom scheme for its four actions, each carrying the session's
 * device token (the one registered with POST api/me/register) so the softphone acts only for this console session:
 *   arcphone:dial?number=46701234567&token=…   arcphone:hangup?token=…   arcphone:hold?token=…   arcphone:showphone?token=…
 */
export const LOCAL_SOFTPHONE_SCHEME = 'arcphone';
export type LocalSoftphoneAction = 'dial' | 'hangup' | 'hold' | 'showphone';

export function localSoftphoneLink(action: LocalSoftphoneAction, token: string | null, number?: string): string {
  const query = new URLSearchParams(number === undefined ? { token: token ?? '' } : { number, token: token ?? '' });
  return `${LOCAL_SOFTPHONE_SCHEME}:${action}?${query.toString()}`;
}

export interface CallTargetOptions {
  mode: Telephony;
  telephonePrefix?: string;
  /** The session's device token: the local softphone's token parameter. */
  deviceToken: string | null;
}

export function callTarget(value: string | null | undefined, { mode, telephonePrefix, deviceToken }: CallTargetOptions): CallTarget {
  const dial = dialNumber(value, telephonePrefix);
  if (mode === 'none') return { kind: 'text' };
  if (mode === 'external') return dial.ok ? { kind: 'copy', copied: dial.number } : { kind: 'text' };
  if (!dial.ok) return { kind: 'noNumber' };
  if (dial.kind === 'skype') return { kind: 'link', href: dial.number, dialled: dial.number };
  if (mode === 'cloud') return { kind: 'softphone', dialled: dial.number };
  if (mode === 'local') {
    const number = dial.kind === 'sip' ? dial.number : withoutPlus(dial.number);
    return { kind: 'link', href: localSoftphoneLink('dial', deviceToken, number), dialled: number };
  }
  if (dial.kind === 'sip') return { kind: 'link', href: dial.number, dialled: dial.number };
  return { kind: 'link', href: `${mode === 'basicCallto' ? 'callto' : 'tel'}:${dial.number}`, dialled: dial.number };
}
