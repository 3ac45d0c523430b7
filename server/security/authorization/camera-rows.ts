import { same, type Row } from './matrix-row.ts';

/** Cameras and their streams. */
export const CAMERA_ROWS: Row[] = [
  // Camera streams take a media ticket (query or basic auth), never a bearer: without one every caller gets 401.
  { route: 'GET /media/cameras/:id/mjpeg', auth: 'public', ask: () => ({ path: '/media/cameras/1/mjpeg' }) },
  { route: 'GET /media/cameras/:id/webm', auth: 'public', ask: () => ({ path: '/media/cameras/1/webm' }) },
  { route: 'GET /media/cameras/:id/hls/:file', auth: 'public', ask: () => ({ path: '/media/cameras/1/hls/index.m3u8' }) },
  // Cameras: the alarm's user has no camera 1 (404); read-only sessions may view but not move or command.
  { route: 'viewCamera', live: same(404), ask: (ids) => ({ path: '/api/viewcamera/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraCommand', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameracommand/1/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraGotoPreset', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameragotopreset/1/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraConfigurePreset', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameraconfigurepreset/1/1', json: { alarmId: ids.alarm } }) },
  { route: 'cameraPtz', live: { otherOperator: 404, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: '/api/cameraptz/1/1/1/1', json: { alarmId: ids.alarm } }) },
  // A real camera of another alarm's user: the operators get the camera's own refusal, the link guest not even that.
  { route: 'viewCamera', about: "another alarm's camera", live: { otherOperator: 403, readOnly: 403, oneTimeLink: 404 }, ask: (ids) => ({ path: `/api/viewcamera/${ids.closedCamera}`, json: { alarmId: ids.cameraAlarm } }) },
];
