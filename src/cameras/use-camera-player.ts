import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Camera } from '../contract/entities/camera.ts';
import { isChrome } from '../domain/camera-format.ts';
import { type CameraPlayer, createCameraPlayer } from './camera-player.ts';
import { useSend } from '../sync-client/engine-context.tsx';

const browserClock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * One camera's player for the page: the media ticket comes from the engine (viewCamera); playing stops when the
 * alarm stops being active (CAM-18) and when the block goes away.
 */
export function useCameraPlayer(camera: Camera, alarmId: number, alarmActive: boolean): CameraPlayer {
  const send = useSend();
  const [player] = useState(() =>
    createCameraPlayer({
      camera,
      chrome: isChrome(navigator.userAgent),
      clock: browserClock,
      fetchStream: () => send('viewCamera', { params: { cameraId: camera.Id }, body: { alarmId } }),
    }),
  );
  useSyncExternalStore(player.subscribe, player.snapshot);
  useEffect(() => {
    if (!alarmActive && player.snapshot().phase !== 'preview') player.stop({ key: 'ALARM_NOT_ACTIVE' });
  }, [alarmActive, player]);
  useEffect(() => () => player.stop(), [player]);
  return player;
}
