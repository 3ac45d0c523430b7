import { LIMITS } from '../contract/limits.ts';

/** The support documents (calls §7): 1-9; 7, the user pages (SV), is the default. */
export const DOCUMENT_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DEFAULT_DOCUMENT_ID = 7;
/** A sent document's success text stays this long, then the form resets (calls §4). */
export const DOCUMENT_SENT_RESET_MS = 2_000;

/** Send needs a destination of at least 4 characters and no send running (calls §5). */
export const canSendDocument = (destination: string, sending: boolean): boolean => destination.trim().length >= LIMITS.documentDestinationMin && !sending;
