import { LIMITS } from '../contract/limits.ts';
import { dialNumber } from './dial-number.ts';

/** Who an SMS can go to (RES-30): a contact or resource with up to three numbers. */
export interface SmsRecipient {
  Name?: string | null | undefined;
  IsResource?: boolean | null | undefined;
  Telephone1?: string | null | undefined;
  Telephone2?: string | null | undefined;
  Telephone3?: string | null | undefined;
}

/**
 * RES-23: the message button needs an alarm; a skype-style link gets it only where the caller allows it (a
 * number that is not a skype link always does).
 */
export function smsButtonShown(alarmId: number | null | undefined, telephone: string | null | undefined, callerAllows: boolean): boolean {
  if (!alarmId) return false;
  const dial = dialNumber(telephone);
  if (!dial.ok) return false;
  return callerAllows || dial.kind !== 'skype';
}

/** The numbers an SMS can go to (RES-30): Telephone1-3, each once, none blank. */
export function smsNumbers(recipient: SmsRecipient): string[] {
  const numbers = [recipient.Telephone1, recipient.Telephone2, recipient.Telephone3].map((n) => n?.trim() ?? '').filter((n) => n !== '');
  return [...new Set(numbers)];
}

/**
 * RES-26: every message ends with blank lines and a sentence saying it cannot be answered. The operator writes only
 * the text above it, so the sentence can be neither forgotten nor typed over.
 */
export const smsFooter = (cannotReply: string): string => `\n\n\n${cannotReply}`;

/** What is sent: the operator's text, then the footer. */
export const smsMessage = (text: string, cannotReply: string): string => `${text.trim()}${smsFooter(cannotReply)}`;

/** RES-25: a longer text (a paste) is cut where the message with its footer would pass 500 characters. */
export const truncateSms = (text: string, footer: string): string => text.slice(0, LIMITS.sms - footer.length);

/** RES-28: a single SMS needs a number and a message. */
export const canSendSms = (telephone: string, message: string): boolean => telephone.trim() !== '' && message.trim() !== '';
