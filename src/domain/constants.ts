/**
 * Business constants and limits of both specifications (core §9, calls §9), named once so no magic number is
 * repeated in the console, the engine or the server. Durations are in milliseconds unless the name says otherwise.
 */

// ── Layout ────────────────────────────────────────────────────────────────────────────────────────────────────
export const MOBILE_BREAKPOINT_PX = 1224;
export const FULLSCREEN_WIDGET_HEIGHT = 'calc(100vh - 200px)';
export const FULLSCREEN_WIDGET_WIDTH = '100%';
export const EXTERNAL_INFO_IFRAME_HEIGHT_PX = 400;
export const EXTERNAL_INFO_IFRAME_WIDTH = '100%';
export const EXTERNAL_WINDOW_SIZE_PX = 1340;
export const FORWARDING_DIALOG_WIDTH_PX = 500;

// ── Websocket, polling, reports ───────────────────────────────────────────────────────────────────────────────
export const WS_PING_INTERVAL_MS = 10_000;
export const WS_PONG_TIMEOUT_MS = 2_000;
export const WS_RECONNECT_MS = 5_000;
/** A client acknowledges the pushes received within this long with one cumulative ack (PUSH-07). */
export const WS_ACK_DELAY_MS = 100;
export const REPORT_RETRY_MS = 30_000;

// ── Search, debounce ──────────────────────────────────────────────────────────────────────────────────────────
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MIN_CHARS = 2;
export const NATIONAL_ID_MIN_CHARS = 6;
export const BROWSER_LOG_DEBOUNCE_MS = 5_000;

// ── Text limits ───────────────────────────────────────────────────────────────────────────────────────────────
export const HISTORY_LOG_TRUNCATE = 25;
export const ABSENCE_TEXT_TRUNCATE = 25;
export const TOOLTIP_MAX = 70;

// ── Telephone numbers ─────────────────────────────────────────────────────────────────────────────────────────
export const DEFAULT_PHONE_PREFIX = '+46';

// ── Timers of the console ─────────────────────────────────────────────────────────────────────────────────────
export const INCIDENT_REPORT_AUTOSAVE_MS = 15_000;
export const VIEWED_MEMORY_DAYS = 7;
/** An unviewed alarm is marked viewed once the pointer or focus has rested on its row this long, not on a pass-over. */
export const VIEWED_DWELL_MS = 1_500;
export const ACTIVE_TAB_PULSE_MS = 3_000;
export const SNACKBAR_MS = 4_000;
/** Accept-limit and moved-alarm notices stay 5 s (core §4). */
export const ACCEPT_BLOCKED_NOTICE_MS = 5_000;
export const ALARM_MOVED_NOTICE_MS = 5_000;
export const ABSENCE_ERROR_NOTICE_MS = 5_000;
export const LOG_HIGHLIGHT_MS = 15_000;
export const LOG_HIGHLIGHT_EVENT_CODE = 29;
export const LOG_HIGHLIGHT_PREDEFINED_ID = 7;
export const INACTIVITY_COUNTDOWN_S = 30;
/** How often the inactivity modal chimes once the countdown ended with the session kept (own alarms). */
export const INACTIVITY_KEPT_CHIME_MS = 5_000;
/** A successful locate that names the object's alarm opens it this long after the success dialog shows (DETAIL-41). */
export const LOCATE_NAVIGATION_DELAY_MS = 500;
export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000;

// ── Tokens (core §4) ──────────────────────────────────────────────────────────────────────────────────────────
export const TOKEN_RENEW_THRESHOLD_MS = 300_000;
export const TOKEN_REFRESH_MARGIN_MS = 20_000;
export const TOKEN_FAILURE_THRESHOLD = 3;
export const TOKEN_RETRY_DELAY_MS = 1_000;
export const ADMIN_TOKEN_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const ADMIN_TOKEN_MAX_FAILED_RETRIES = 3;

// ── Reminders, notify, pickers ────────────────────────────────────────────────────────────────────────────────
export const REMINDER_INTERVAL_OPTIONS_S = [5, 10, 20, 30, 40, 50, 60, 120, 240] as const;
export const REMINDER_INTERVAL_DEFAULT_S = 30;
export const DEFAULT_NOTIFY_MINUTES = 30;
export const REMINDER_TIME_STEP_MIN = 15;
export const ABSENCE_TIME_STEP_MIN = 5;
export const DATE_PICKER_MAX_MONTHS = 3;

// ── Dates (date-fns tokens; the spec's YYYY-MM-DD HH:mm) ──────────────────────────────────────────────────────
export const DEFAULT_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
export const TIME_ONLY_FORMAT = 'HH:mm';

// ── Lists and pages ───────────────────────────────────────────────────────────────────────────────────────────
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const CONTACTS_PAGE_SIZE = 10;
export const RESOURCES_PAGE_SIZE = 10;
export const NOTES_PAGE_SIZE = 5;
/** The notes box is at most this high; it scrolls beyond (NOTE-06). */
export const NOTES_BOX_MAX_HEIGHT_PX = 200;

// ── Sound, volume ─────────────────────────────────────────────────────────────────────────────────────────────
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
export const VOLUME_STEP = 0.1;
export const VOLUME_DEFAULT = 1;
export const HANGUP_DIGIT_DELAY_MIN_S = 1;
export const HANGUP_DIGIT_DELAY_MAX_S = 5;
/** The special user type's fixed hang-up digit delay (core §5). */
export const HANGUP_DIGIT_DELAY_SPECIAL_S = 2;
export const DEFAULT_CODEC = 'opus';

// ── Telephony (calls §4) ──────────────────────────────────────────────────────────────────────────────────────
export const DTMF = { separate: '0', arrowOne: '1', arrowTwo: '3', duplex: '4', hear: '7', talk: '8' } as const;

// ── Criticality and emergency levels ──────────────────────────────────────────────────────────────────────────
export const CRITICALITY = { 1: 'normal', 2: 'urgent', 3: 'acute' } as const;
export const FORWARDING_LEVELS = { high: 3, mid: 2, low: 1 } as const;
export const FORWARDING_DEFAULT_LEVEL = FORWARDING_LEVELS.mid;
export const EMERGENCY_LEVEL_LABELS = { low: 'normal', mid: 'moderate', high: 'serious' } as const;

// ── Cameras and player ────────────────────────────────────────────────────────────────────────────────────────
export const CAMERA_VIEWING_WINDOW_S = 60;
export const CAMERA_PLAYBACK_TIMEOUT_S = 10;
export const CAMERA_PLAYBACK_RETRIES = 2;
export const CAMERA_STOP_SPEED = 0;
export const CAMERA_TYPES = {
  GENERIC: 0,
  YOYOMOTION: 1,
  CAMERAPROXY: 2,
  APEXIS: 3,
  SUMPPLE: 4,
  FOSCAM: 5,
  ROOMMATE_TRANSMITTER: 6,
  CAMERAPROXY_SECURITY: 7,
} as const;
export const PLAYER_STATES = { stopped: 0, connecting: 1, playing: 2, stopping: 3 } as const;
export const PLAYER_SCREENSHOT_INDICATOR_MS = 5_000;
export const PLAYER_ZOOM_MIN = 1;
export const PLAYER_ZOOM_MAX = 3;
export const PLAYER_ZOOM_STEP = 0.5;
export const PLAYER_VOLUME_DEFAULT = 0.7;
export const PLAYER_CONTROLS_HIDE_MS = 2_000;

// ── Support, absences, planning ───────────────────────────────────────────────────────────────────────────────
export const DOCUMENT_IDS = {
  1: 'troubleshooting data traffic (SV)',
  2: 'troubleshooting data traffic (EN)',
  3: 'quickstart iPhone (SV)',
  4: 'quickstart Android (SV)',
  5: 'Safeclick (SV)',
  6: 'Safeclick (EN)',
  7: 'user pages (SV)',
  8: 'quickstart iPhone (EN)',
  9: 'quickstart Android (EN)',
} as const;
export const DEFAULT_DOCUMENT_ID = 7;
export const DEFAULT_ABSENCE_REASON_SET = 'default';
export const DEFAULT_PLANNING_TEMPLATE = 'defaultPlanning';

// ── Languages ─────────────────────────────────────────────────────────────────────────────────────────────────
export const DEFAULT_LANGUAGE = 'en-GB';
