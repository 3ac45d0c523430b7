import type { TFunction } from 'i18next';

/** The default reason set's English names (GET api/dataset/absencereason) and the codes absences are stored by. */
const REASON_CODES = new Map([
  ['Hospital', 'hospital'],
  ['Short-term care', 'shortTermCare'],
  ['Travel', 'travel'],
  ['Visiting relatives', 'visitingRelatives'],
  ['Other', 'other'],
]);

/**
 * qa-supervisor P2-15: an absence is stored with its reason's code; a reason of another set (or a code already)
 * stays as it is. Rows stored before, with the English name, read through the same map.
 */
export function absenceReasonCode(reason: string): string {
  return REASON_CODES.get(reason) ?? reason;
}

const CODES = new Set(REASON_CODES.values());

/** The reason in the operator's language; a reason of another set is shown as it came. */
export function absenceReasonText(t: TFunction, reason: string | null | undefined): string {
  const code = absenceReasonCode(reason ?? '');
  return CODES.has(code) ? t(`alarm:absence.reasons.${code}`) : (reason ?? '');
}
