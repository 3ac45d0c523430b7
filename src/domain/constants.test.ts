import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('constants (core §9, calls §9)', () => {
  it('CONST-01 the desktop/mobile breakpoint is 1224 px', () => {
    expect(C.MOBILE_BREAKPOINT_PX).toBe(1224);
  });
  it('PUSH-05 PUSH-06 PUSH-02 websocket ping 10 s, answer within 2 s, reconnect after 5 s', () => {
    expect([C.WS_PING_INTERVAL_MS, C.WS_PONG_TIMEOUT_MS, C.WS_RECONNECT_MS]).toEqual([10_000, 2_000, 5_000]);
  });
  it('SESSION-35 a failed report is retried after 30 s', () => {
    expect(C.REPORT_RETRY_MS).toBe(30_000);
  });
  it('VALID-15 object search is debounced 250 ms', () => {
    expect(C.SEARCH_DEBOUNCE_MS).toBe(250);
  });
  it('ALIST-26 DIALOG-05 the active-tab pulse lasts 3000 ms; snackbars 4 s', () => {
    expect(C.ACTIVE_TAB_PULSE_MS).toBe(3000);
    expect(C.SNACKBAR_MS).toBe(4000);
  });
  it('PLAN-31 reminder interval options 5..240 s, default 30', () => {
    expect(C.REMINDER_INTERVAL_OPTIONS_S).toEqual([5, 10, 20, 30, 40, 50, 60, 120, 240]);
    expect(C.REMINDER_INTERVAL_DEFAULT_S).toBe(30);
  });
  it('LOGIN-05 the default phone prefix is +46', () => {
    expect(C.DEFAULT_PHONE_PREFIX).toBe('+46');
  });
  it('WIDGET-35 RES-02 RES-04 NOTE-05 page sizes 10, 20, 50, 100; contacts and resources 10 per page; notes 5', () => {
    expect(C.PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect([C.CONTACTS_PAGE_SIZE, C.RESOURCES_PAGE_SIZE, C.NOTES_PAGE_SIZE]).toEqual([10, 10, 5]);
  });
  it('WIDGET-10 a fullscreen widget defaults to calc(100vh - 200px) by 100%', () => {
    expect(C.FULLSCREEN_WIDGET_HEIGHT).toBe('calc(100vh - 200px)');
    expect(C.FULLSCREEN_WIDGET_WIDTH).toBe('100%');
  });
  it('WIDGET-14 WIDGET-26 the external-info iframe defaults to 400 high, 100% wide; external windows 1340x1340', () => {
    expect(C.EXTERNAL_INFO_IFRAME_HEIGHT_PX).toBe(400);
    expect(C.EXTERNAL_INFO_IFRAME_WIDTH).toBe('100%');
    expect(C.EXTERNAL_WINDOW_SIZE_PX).toBe(1340);
  });
  it('WIDGET-32 STATE-09 incident report autosave 15 s; log highlight 15 s', () => {
    expect(C.INCIDENT_REPORT_AUTOSAVE_MS).toBe(15_000);
    expect(C.LOG_HIGHLIGHT_MS).toBe(15_000);
  });
  it('ALIST-33 SESSION-26 viewed records are kept 7 days; inactivity countdown 30 s', () => {
    expect(C.VIEWED_MEMORY_DAYS).toBe(7);
    expect(C.INACTIVITY_COUNTDOWN_S).toBe(30);
  });
  it('CONST-04 dates default to YYYY-MM-DD HH:mm (date-fns tokens)', () => {
    expect(C.DEFAULT_DATE_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm');
  });
  it('DETAIL-49 criticality 1 normal, 2 urgent, 3 acute', () => {
    expect(C.CRITICALITY).toEqual({ 1: 'normal', 2: 'urgent', 3: 'acute' });
  });
  it('CMD-20 CMD-21 forwarding levels high 3, mid 2 (default), low 1; labels normal, moderate, serious', () => {
    expect(C.FORWARDING_LEVELS).toEqual({ high: 3, mid: 2, low: 1 });
    expect(C.FORWARDING_DEFAULT_LEVEL).toBe(2);
    expect(C.EMERGENCY_LEVEL_LABELS).toEqual({ low: 'normal', mid: 'moderate', high: 'serious' });
  });
  it('CALL-36 manage-alarm DTMF codes 0 separate, 1 and 3 arrows, 4 duplex, 7 hear, 8 talk', () => {
    expect(C.DTMF).toEqual({ separate: '0', arrowOne: '1', arrowTwo: '3', duplex: '4', hear: '7', talk: '8' });
  });
  it('CMD-19 CALL-50 forwarding dialog 500 px; default codec opus', () => {
    expect(C.FORWARDING_DIALOG_WIDTH_PX).toBe(500);
    expect(C.DEFAULT_CODEC).toBe('opus');
  });
  it('CAM-06 camera defaults viewing window 60, timeout 10, retries 2; stop speed 0', () => {
    expect([C.CAMERA_VIEWING_WINDOW_S, C.CAMERA_PLAYBACK_TIMEOUT_S, C.CAMERA_PLAYBACK_RETRIES]).toEqual([60, 10, 2]);
    expect(C.CAMERA_STOP_SPEED).toBe(0);
  });
  it('CAM-07 CAM-31 camera types GENERIC 0 .. CAMERAPROXY_SECURITY 7; player states 0-3', () => {
    expect(Object.values(C.CAMERA_TYPES)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(C.CAMERA_TYPES.CAMERAPROXY_SECURITY).toBe(7);
    expect(C.PLAYER_STATES).toEqual({ stopped: 0, connecting: 1, playing: 2, stopping: 3 });
  });
  it('CAM-35 CAM-36 CAM-37 CAM-38 screenshot 5 s, zoom 1-3 step 0.5, volume 0.7, hide 2 s', () => {
    expect(C.PLAYER_SCREENSHOT_INDICATOR_MS).toBe(5_000);
    expect([C.PLAYER_ZOOM_MIN, C.PLAYER_ZOOM_MAX, C.PLAYER_ZOOM_STEP]).toEqual([1, 3, 0.5]);
    expect([C.PLAYER_VOLUME_DEFAULT, C.PLAYER_CONTROLS_HIDE_MS]).toEqual([0.7, 2_000]);
  });
  it('SUP-15 SUP-16 document ids 1 to 9, default 7 (user pages, SV)', () => {
    expect(Object.keys(C.DOCUMENT_IDS)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(C.DEFAULT_DOCUMENT_ID).toBe(7);
    expect(C.DOCUMENT_IDS[7]).toBe('user pages (SV)');
  });
  it('ERR-19 browser log upload debounced 5 s', () => {
    expect(C.BROWSER_LOG_DEBOUNCE_MS).toBe(5_000);
  });
  it('ABS-13 PLAN-08 the default absence reason set is "default"; the default planning template is defaultPlanning', () => {
    expect(C.DEFAULT_ABSENCE_REASON_SET).toBe('default');
    expect(C.DEFAULT_PLANNING_TEMPLATE).toBe('defaultPlanning');
  });
  it('I18N-02 I18N-06 the default language is en-GB; hosted translations are refetched after one day', () => {
    expect(C.DEFAULT_LANGUAGE).toBe('en-GB');
    expect(C.TRANSLATION_CACHE_MS).toBe(86_400_000);
  });
  it('PLAN-25 ALIST-22 notify-me defaults to 30 minutes; the accept-limit notice stays 5 s', () => {
    expect(C.DEFAULT_NOTIFY_MINUTES).toBe(30);
    expect(C.ACCEPT_BLOCKED_NOTICE_MS).toBe(5_000);
  });
});
