/** The number as compared: digits and a leading plus only ("+46 70-123 45 67" and "+46701234567" are one number). */
const normalise = (number: string): string => number.replace(/[^\d+]/g, '');

/**
 * CALL-09: an incoming leg is accepted without asking when it is a take of the operator's own call (the server sets
 * the custom parameter `Take=1`) or comes from one of the configured auto-answer numbers (SOFTPHONE_AUTO_ANSWER).
 */
export function shouldAutoAnswer(from: string, take: string | undefined, autoAnswerNumbers: readonly string[]): boolean {
  if (take === '1') return true;
  const caller = normalise(from);
  return caller !== '' && autoAnswerNumbers.some((number) => normalise(number) === caller);
}
