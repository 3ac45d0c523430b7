/**
 * The console's message keys (core §8, calls §8) with their English default texts. The translations live in
 * public/locales; these texts are the fallback and the source for the English file. `{name}` marks a value
 * filled in at display time.
 */
export const MESSAGE_KEYS = {
  // Session and connection (SESSION-17, ERR-01).
  LOGGED_OUT_OR_NOT_AUTHORIZED: 'You have been logged out or are not authorised.',
  LOGGED_IN_ON_OTHER_DEVICE: 'You have logged in on another device.',
  ACCOUNT_REVOKED: 'Your account has been revoked.',
  UNTRUSTED_SOURCE: 'Login is not allowed from this network.',
  CANT_AUTHENTICATE: 'Could not authenticate.',
  INTERNET_CONNECTION_ABORT: 'The connection to the server was lost. Check your internet connection.',
  YOUR_BROWSER_IS_UNSUPPORTED: 'Your browser is not supported.',
  SERVICE_UNAVAILABLE: 'The service is unavailable. Try again later.',
  UNDEFINED_ERROR: 'Undefined error',
  GENERIC_ERROR_MESSAGE: 'Something went wrong. Try again.',
  INACTIVITY_LOGOUT: 'You were logged out because of inactivity.',
  ADMIN_TOKEN_NOT_RECEIVED: 'The administration token was not received.',
  SYNC_ERROR: 'Sync error: {status} {code}',
  SERVER_ERROR: 'Server error: {status}',
  // Login (LOGIN-10, LOGIN-15..18, VALID-01..06).
  AUTH_CODE_VALIDATION_FAILED: 'The code could not be validated.',
  AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE: 'The one-time code is invalid.',
  AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS: 'Too many failed attempts.',
  INVALID_TWO_FACTOR_AUTH_TYPE: 'Invalid twoFactorAuthType returned',
  LOGIN_INTERNAL_ERROR: 'Internal error occured during login process',
  USERNAME_EMPTY: 'Username can not be empty!',
  PASSWORD_EMPTY: 'Password can not be empty!',
  CODE_EMPTY: 'Code can not be empty!',
  PHONE_INVALID: 'Phone number is invalid!',
  PASSWORD_CONFIRMATION_MISMATCH: "Password confirmation doesn't match",
  // Alarms.
  ALARM_CANT_TAKE: 'Unable to take this alarm.',
  ACCEPT_LIMIT_BLOCKED: 'New alarm blocked by acceptance limit.',
  ALARM_TRANSFERRED: 'This alarm has been transferred. You can not access it any longer.',
  NOT_OWNER_ALARM: 'You are not the owner of this alarm. Take it over to change it.',
  CONDITIONS_NOT_MET:
    'The required steps for allowing to clear this alarm has not been done. Make sure reason and action is registered.',
  AlarmNotFound: 'The alarm was not found.',
  MediaServerNoResponse: 'The media server did not respond.',
  MissingData: 'Data is missing.',
  UnknownError: 'Unknown error.',
  ALARM_CLEAR_ERROR: 'The alarm could not be cleared.',
  ADD_REASON_ERROR: 'The reason could not be added.',
  ADD_ACTION_ERROR: 'The action could not be added.',
  SELECT_FLAG: 'Please, select flag before submit',
  CHANGE_OBJECT_FAILED: 'Could not change object, please try again later.',
  ASSOCIATE_WITH_OTHER_OBJECT_ERROR: 'Error occurred during associate',
  ADDITIONAL_INFO_FAILED: 'Failed to retrieve additional info. Refresh the page or try at a later time.',
  // Widgets and loading.
  WIDGET_LOAD_ERROR_TITLE: 'Error while loading',
  WIDGET_LOAD_ERROR:
    'Something went wrong while loading. Reload the page or contact the support team if the error persists.',
  RENDER_CRASH: 'Sorry, something went wrong.',
  LOCALISATION_LOAD_ERROR: 'Internal error occured, please reload the page',
  DICTIONARY_SERVER_ERROR: 'The dictionary could not be loaded.',
  FAILED_LOAD_DATA: 'Failed to load data.',
  LOADING_DATA: 'Loading data…',
  // Commands and transmitters (CMD-38..49).
  CMD_SENDING_ERROR: 'The command could not be sent.',
  PRODUCT_COMMAND_ERROR: 'The device command is incomplete: a message and a command are needed.',
  NO_TRANSMITTER_ID_ERROR: 'The transmitter has no id.',
  NO_TRANSMITTER_CALLBACK: 'The transmitter has no callback.',
  TRANSMITTER_NOT_FOUND: 'Could not locate the transmitter.',
  ERROR_EXECUTE_COMMAND: 'The command could not be executed.',
  COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR: 'The text is too long (at most {max} characters).',
  COMMAND_FAILURE_SENDING: 'Failure sending',
  COMMAND_NOT_SENT: 'Command could not be sent',
  // Telephony (calls §8).
  TWILIO_ERROR_ON_INIT: 'Cloud telephony is not enabled for this account.',
  TAKE_CALL_NOT_FOUND: 'The call to take was not found.',
  UNHOLD_CALL_NOT_FOUND: 'The held call was not found.',
  JOIN_CONFERENCE_ERROR: 'Could not join the conference.',
  LEAVE_CONFERENCE_ERROR: 'Could not leave the conference.',
  DTMF_NOT_CONNECTED: 'Tones can only be sent during a connected call.',
  MICROPHONE_ACCESS_ERROR: 'The microphone could not be accessed (31402).',
  ICE_ERROR: 'The call connection failed (53405).',
  VOICE_ERROR: 'Call error {code}: {message}',
  HOLD_CALL_ERROR: 'Error while hold call',
  ERROR_CALL_FETCH: 'The held calls could not be loaded.',
  CALL_BUSY: 'The line is busy.',
  noNumberToDial: 'There is no number to dial.',
  CALL_NOTE_TOO_LONG: 'You can not enter more than 900 characters.',
  SEND_SMS_ERROR: 'An error occurred while sending the SMS.',
  // Cameras (calls §8).
  STREAM_NOT_AVAILABLE: 'The stream is not available.',
  NO_VIDEO_STREAM: 'There is no video stream.',
  MJPEG_VIDEO_CANT_PLAYED: 'The MJPEG video can not be played.',
  VIDEO_CANT_PLAYED: 'The video can not be played.',
  VIDEO_PLAYBACK_FAILED: 'Video playback failed, retrying…',
  VIEWING_PERMITTED_FALSE: 'Viewing this camera is not permitted.',
  NOT_ALLOWED_TO_VIEW_CAMERA: 'You are not allowed to view the camera now.',
  CAMERA_RESTARTING: 'Wait while the camera restarts {0}',
  // Notes and resources.
  NOTES_FETCH_ERROR: 'error occurred during fetching notes',
  NOTE_ADD_ERROR: 'error occurred during adding new note',
  NOTE_NOT_ADDED: 'Your note was not added',
  RESOURCE_CALL_FAILED: 'The resource call failed.',
  RESOURCE_CALL_NONE_CALLED: 'No resource was called.',
  RESOURCE_CALL_ONE_CALLED: 'One resource was called.',
  RESOURCE_CALL_N_CALLED: '{count} resources were called.',
  RESOURCE_CALL_DELETE_SUCCESS: 'The resource call was recalled.',
  RESOURCE_CALL_DELETE_FAILED: 'The resource call could not be recalled.',
  // Users, positions, absences, reminders.
  LOCATE_FAILED: 'Failed sending a positioning request, try again.',
  LOCATE_SUCCESS: 'A positioning request was sent.',
  OBJECT_LIST_FETCH_ERROR: 'Error while fetching object list',
  NO_OBJECTS_MATCHED: 'No objects matched',
  ABSENCE_OVERLAP: 'The absence overlaps another absence. Continue?',
  ABSENCE_CREATE_ERROR: 'The absence could not be created.',
  SCHEDULED_REMINDER_ERROR: 'The reminder time must be in the future.',
  SCHEDULED_REMINDER_ERROR_COMMENT: 'The comment may have at most 200 characters and no quotes.',
  HOURS_INVALID_MESSAGE: 'Hours must be between 0 and 23.',
  MINUTES_INVALID_MESSAGE: 'Minutes must be between 0 and 59.',
  VOLUME_INVALID: 'The volume must be between 0 and 1 in steps of 0.1.',
  // Support and tests.
  DOCUMENT_SENT_SUCCESS: 'document sent success',
  DOCUMENT_SENT_FAIL: 'document sent fail',
  SUBSCRIPTION_NOT_FOUND: 'subscription not found for number : {number}',
  TEST_ALARM_SUCCESS: 'The test alarm was executed.',
  TEST_ALARM_FAIL: 'The test alarm failed.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGE_KEYS;

/** The keys as values (`MessageKey.ALARM_CANT_TAKE === 'ALARM_CANT_TAKE'`). */
export const MessageKey = Object.fromEntries(Object.keys(MESSAGE_KEYS).map((key) => [key, key])) as {
  readonly [K in MessageKey]: K;
};
