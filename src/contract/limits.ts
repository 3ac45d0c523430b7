/**
 * Limits checked at the HTTP boundary (calls §5, §9; core §5, §9). The console shows counters from its own domain
 * constants; the server rejects bodies over these, so both sides must agree on the numbers.
 */
export const LIMITS = {
  /** Call note after a call (CALL-44). */
  callNote: 900,
  /** SMS message (RES-24). */
  sms: 500,
  /** Command message and free text in command dialogs (CMD-16, CMD-18). */
  commandMessage: 1000,
  /** Device (transmitter) command message (CMD-46). */
  deviceMessage: 200,
  /** New note on a user (NOTE-09). */
  note: 800,
  /** Scheduled reminder comment; quotes are not allowed either (PLAN-18, PLAN-19). */
  reminderComment: 200,
  /** Resource call message (RES-18). */
  resourceMessage: 200,
  /** Registered telephone numbers are cut to this length (VALID-17). */
  registeredPhone: 30,
  /** Send-document destination must be at least this long (SUP). */
  documentDestinationMin: 4,
  /**
   * Not in the spec: an upper bound for other free texts the server stores (reason, action, task notes,
   * response-centre comment, information request), so one request cannot store megabytes.
   */
  freeText: 4000,
  /** Notify-in: hours 0-23 and minutes 0-59, so at most 23:59 expressed in seconds. */
  notifyInSeconds: 23 * 3600 + 59 * 60,
  /** A scheduled reminder is at most three months ahead (date picker maximum), in seconds. */
  reminderMaxSeconds: 92 * 24 * 3600,
  /** Not in the spec: an upper bound for an incident report's text. */
  incidentReport: 20_000,
  /** Camera pan/tilt/zoom speed: 1.5 while a button is held, 0 on release, negative for the other way. */
  cameraSpeed: 1.5,
  /** Notes are fetched 5 per page; a caller may ask for at most this many. */
  notesPageSizeMax: 100,
  /** Not in the spec: the highest notes page a caller may ask for (keeps the offset a small number). */
  notesPageMax: 100_000,
  /** Support documents have ids 1 to 9. */
  documentIdMax: 9,
  /** Not in the spec: the reference server's login rate-limit window; a 429 at login lasts at most this long. */
  loginWindowMinutes: 5,
} as const;

/** Quote characters forbidden in a reminder comment. */
export const REMINDER_COMMENT_FORBIDDEN = /["']/;
