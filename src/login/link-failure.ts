/**
 * What a failed one-time link login means to the operator. The server refuses a used, expired or
 * unknown link with 401 (410 from a gateway that says Gone): trying again can never work, so the page says the
 * link was used or expired and offers no Retry. Retry stays for failures that may pass: no answer, a server error.
 */
export type LinkFailureKind = 'usedOrExpired' | 'retryable' | 'final';

export function linkFailureKind(status: number | undefined): LinkFailureKind {
  if (status === 401 || status === 410) return 'usedOrExpired';
  if (status === undefined || status === 0 || status >= 500) return 'retryable';
  return 'final';
}
