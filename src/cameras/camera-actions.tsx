import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../i18n/message-text.ts';
import type { Camera } from '../contract/entities/camera.ts';
import { byOrder, canResetPreset, type PtzDirection, ptzSpeeds, type PtzSpeeds, STOP_SPEEDS } from '../domain/camera-controls.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import type { Failure } from '../sync-client/failure.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

type Outcome = { text: string; error: boolean } | null;

const DIRECTIONS: PtzDirection[] = ['up', 'left', 'right', 'down', 'zoomIn', 'zoomOut'];
const HOLD_KEYS = new Set([' ', 'Enter']);

/** A server title key as text: the translation when the catalogue has one, else the key itself. */
function useTitle() {
  const { t, i18n } = useTranslation('cameras');
  return (key: string | null | undefined) => (key && i18n.exists(`cameras:titles.${key}`) ? t(`titles.${key}`) : (key ?? ''));
}

/**
 * A held direction button moves the camera at 1.5 and its release sends 0 (CAM-40), by pointer (down; up, leave,
 * cancel) or keyboard (Space or Enter down; up, or focus leaving). Moves are sent one after the other, so a stop
 * never overtakes the move it ends. Disabled while the camera is not playing: nobody moves it blind.
 */
function PtzPad({ title, move, disabled }: { title: string; move(speeds: PtzSpeeds): void; disabled: boolean }) {
  const { t } = useTranslation('cameras');
  const held = useRef<PtzDirection | null>(null);
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  }, [move]);
  // A block that goes away while a button is held must not leave the camera moving.
  useEffect(
    () => () => {
      if (held.current) moveRef.current(STOP_SPEEDS);
    },
    [],
  );
  const start = (direction: PtzDirection) => {
    if (held.current) return;
    held.current = direction;
    move(ptzSpeeds(direction));
  };
  const end = () => {
    if (!held.current) return;
    held.current = null;
    moveRef.current(STOP_SPEEDS);
  };
  // A disabled button gets no release: a stream that stops while a button is held stops the camera too.
  useEffect(() => {
    if (disabled) end();
  }, [disabled]);
  return (
    <div className="camera-ptz" role="group" aria-label={t('ptz.group', { title })}>
      {DIRECTIONS.map((direction) => (
        <button
          key={direction}
          type="button"
          className={`btn btn-secondary camera-ptz__${direction}`}
          disabled={disabled}
          onPointerDown={(event) => {
            if (event.button === 0) start(direction);
          }}
          onPointerUp={end}
          onPointerLeave={end}
          onPointerCancel={end}
          onKeyDown={(event) => {
            if (!HOLD_KEYS.has(event.key)) return;
            event.preventDefault();
            if (!event.repeat) start(direction);
          }}
          onKeyUp={(event) => {
            if (HOLD_KEYS.has(event.key)) end();
          }}
          onBlur={end}
          onContextMenu={(event) => event.preventDefault()}
        >
          {t(`ptz.${direction}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * What the operator does to a camera besides watching (calls §4, §7): PTZ, presets (go to; reset after a
 * confirmation, only where allowed) and extras (camera commands with their result message). Read-only sessions
 * see none of it. PTZ and presets work only while the picture plays (`live`), so the operator sees what moves.
 */
export function CameraActions({ camera, title, alarmId, live }: { camera: Camera; title: string; alarmId: number; live: boolean }) {
  const { t } = useTranslation('cameras');
  const titleOf = useTitle();
  const send = useSend();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const confirmRef = useRef<HTMLButtonElement>(null);
  const presets = byOrder(camera.Presets);
  const extras = byOrder(camera.Extras);
  const body = { alarmId };
  const failed = (failure: Failure) => setOutcome({ text: messageText(t, failure), error: true });

  const move = (speeds: PtzSpeeds) => {
    const [xspeed, yspeed, zspeed] = speeds;
    queue.current = queue.current.then(async () => {
      const result = await send('cameraPtz', { params: { cameraId: camera.Id, xspeed, yspeed, zspeed }, body });
      if (!result.ok) failed(result);
    });
  };
  const goTo = async (id: number, name: string) => {
    const result = await send('cameraGotoPreset', { params: { cameraId: camera.Id, presetId: id }, body });
    if (result.ok) setOutcome({ text: t('presets.applied', { name }), error: false });
    else failed(result);
  };
  const reset = async (id: number, name: string) => {
    setConfirming(null);
    const result = await send('cameraConfigurePreset', { params: { cameraId: camera.Id, presetId: id }, body });
    if (result.ok) setOutcome({ text: t('presets.saved', { name }), error: false });
    else failed(result);
  };
  const runExtra = async (commandId: number, name: string) => {
    const result = await send('cameraCommand', { params: { Id: camera.Id, commandId }, body });
    if (!result.ok) failed(result);
    else if (result.value.Success === false) setOutcome({ text: result.value.Message || t('extras.failed', { name }), error: true });
    else setOutcome({ text: result.value.Message || t('extras.sent', { name }), error: false });
  };

  return (
    <div className="camera-actions">
      {camera.PTZControl ? <PtzPad title={title} move={move} disabled={!live} /> : null}
      {presets.length > 0 ? (
        <div className="camera-presets" role="group" aria-label={t('presets.group', { title })}>
          {presets.map((preset, index) => {
            const id = preset.CameraPresetId;
            const name = titleOf(preset.TitleKey) || t('presets.unnamed', { number: index + 1 });
            if (typeof id !== 'number') return null;
            return (
              <span key={`${id}-${index}`} className="camera-presets__item">
                <Button disabled={!live} onClick={() => void goTo(id, name)}>{t('presets.goTo', { name })}</Button>
                {canResetPreset(preset) ? <Button disabled={!live} onClick={() => setConfirming({ id, name })}>{t('presets.reset', { name })}</Button> : null}
              </span>
            );
          })}
        </div>
      ) : null}
      {extras.length > 0 ? (
        <div className="camera-extras" role="group" aria-label={t('extras.group', { title })}>
          {extras.map((extra, index) => {
            const name = titleOf(extra.TitleKey) || t('extras.unnamed', { number: index + 1 });
            const commandId = extra.CommandId;
            return typeof commandId === 'number' ? (
              <Button key={`${commandId}-${index}`} onClick={() => void runExtra(commandId, name)}>
                {name}
              </Button>
            ) : null;
          })}
        </div>
      ) : null}
      {outcome ? (
        <p className={outcome.error ? 'camera-actions__error' : 'camera-actions__result'} role={outcome.error ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      ) : null}
      <Modal
        open={confirming !== null}
        role="alertdialog"
        title={t('presets.confirmTitle')}
        onClose={() => setConfirming(null)}
        initialFocus={confirmRef}
        actions={
          <>
            <Button onClick={() => setConfirming(null)}>{t('presets.cancel')}</Button>
            <Button ref={confirmRef} variant="primary" onClick={() => confirming && void reset(confirming.id, confirming.name)}>
              {t('presets.confirmButton')}
            </Button>
          </>
        }
      >
        <p>{t('presets.confirm', { name: confirming?.name ?? '' })}</p>
      </Modal>
    </div>
  );
}
