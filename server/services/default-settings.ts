/** Every settings key of both specification documents; installed when the settings table is empty. */
export const DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  READONLY: 'False',
  DATE_FORMAT: '',
  REPORT: '60000',
  RESPONDENT_REFRESH: '60',
  ALARM_REFRESH_FAST: '5000',
  ADMINURL: 'https://admin.demo-arc.example',
  UseOldAdmin: 'False',
  LIMIT_ACCEPT: '0',
  SINGLELIST: 'False',
  ALARMLISTLOOK: 'alarmcentric',
  ALARMLISTALLOWSORT: 'True',
  ALARMLISTSORTBY: 'time',
  ALARMLISTDEFAULTSORTASCENDING: 'False',
  TIMESTAMPS: 'TODAY',
  TELEPHONE_PREFIX: '+46',
  // Seconds the softphone waits after the alarm unit's hang-up digit before it disconnects, 1-5 (VALID-29).
  DTMFSENDDIGIT: '2',
  USING_PLANNING_VIEW: 'True',
  ENABLE_FETCH_ON_REMINDER: 'False',
  // A command this operator ran on an alarm shows as used (CMD-33).
  COMMAND_STATE_CHANGE: 'True',
  AG_GRID_LICENSE: '',
  MAKE_CALL_NOTES: 'True',
  CENTRAL_CONSOLE_LOGGING: 'False',
  PLANNING_VIEW_ALARM_TEMPLATE: 'defaultPlanning',
  USER_ABSENCES: 'True',
  USER_ABSENCES_SET: 'default',
  TWILLIO_CODEC_LIST: 'opus,pcmu',
  // Numbers whose calls the cloud softphone accepts without asking (CALL-09), comma separated.
  SOFTPHONE_AUTO_ANSWER: '',
  // False hides the softphone's audio settings (CALL-48..50) from the operators.
  SOFTPHONE_AUDIO_SETTINGS: 'True',
  USE_NEW_TEMPLATES: 'True',
  HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: '',
  UPLOAD_BROWSER_LOG: 'False',
  EXTERNAL_LOGGING: 'False',
  EXTERNAL_LOGGING_ENHANCED: 'False',
  ALLOW_MEDICAL_NOTES: '1,2',
  AVAILABLE_ALARM_FLAGS: '1:Medical check,2:Key holder update,3:Address update,4:Device check',
  MUTE_ALARMSOUNDS_ON_CALL: 'True',
  // Seconds between repeats of the alarm sound while unanswered alarms wait; 0 turns the repeat off.
  UNANSWERED_SOUND_REPEAT: '30',
  CALLRESOURCE_NO_MESSAGE: 'False',
  // Seconds of the inactivity countdown and milliseconds between inactivity checks (one hour).
  InactivityModalTimeout: '30',
  InactivityCheckInterval: '3600000',
  // Answer-time targets (src/domain/answer-targets.ts): taken within 60 s, a warning at 45 s, 8-hour shifts from 06:00 UTC.
  ANSWER_TARGET_S: '60',
  ANSWER_WARNING_S: '45',
  SHIFT_HOURS: '8',
  SHIFT_START_HOUR: '6',
  // Flood mode (src/domain/flood.ts): from this many new alarms a minute in an operator's groups.
  FLOOD_ALARMS_PER_MINUTE: '20',
};
