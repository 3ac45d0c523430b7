import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { block, fakePictures, hall, openCameraAlarm as open, playMjpeg, sent } from './testing/camera-page.tsx';

fakePictures();

describe('camera widget: PTZ, presets and extras', () => {
  it('CAM-40 a held direction button moves at 1.5 and its release sends 0, by pointer and by keyboard', async () => {
    const view = await open([hall]);
    await playMjpeg();
    const up = within(block('Hall')).getByRole('button', { name: 'Move up' });
    fireEvent.pointerDown(up, { button: 0 });
    fireEvent.pointerUp(up);
    const left = within(block('Hall')).getByRole('button', { name: 'Move left' });
    left.focus();
    fireEvent.keyDown(left, { key: ' ' });
    fireEvent.keyDown(left, { key: ' ', repeat: true });
    fireEvent.keyUp(left, { key: ' ' });
    const zoomIn = within(block('Hall')).getByRole('button', { name: 'Zoom camera in' });
    fireEvent.keyDown(zoomIn, { key: 'Enter' });
    fireEvent.blur(zoomIn);
    const move = (x: number, y: number, z: number) => ({ params: { cameraId: 7, xspeed: x, yspeed: y, zspeed: z }, body: { alarmId: 400 } });
    await waitFor(() => expect(sent(view, 'cameraPtz')).toHaveLength(6));
    expect(sent(view, 'cameraPtz')).toEqual([move(0, 1.5, 0), move(0, 0, 0), move(-1.5, 0, 0), move(0, 0, 0), move(0, 0, 1.5), move(0, 0, 0)]);
  });

  it('CAM-41 CAM-42 CAM-43 presets: go to any; reset only configurable ones with an integer id >= 0, after confirming', async () => {
    const presets = [
      { CameraPresetId: 1, Order: 2, TitleKey: 'Door', AllowConfigure: true },
      { CameraPresetId: 0, Order: 1, TitleKey: 'Bed', AllowConfigure: false },
      { CameraPresetId: -1, Order: 3, TitleKey: 'Window', AllowConfigure: true },
    ];
    const view = await open([{ ...hall, Presets: presets }]);
    await playMjpeg();
    const group = within(block('Hall')).getByRole('group', { name: 'Presets of Hall' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Go to Bed', 'Go to Door', 'Save current view as Door', 'Go to Window']);
    await userEvent.click(within(group).getByRole('button', { name: 'Go to Window' }));
    expect(sent(view, 'cameraGotoPreset')).toEqual([{ params: { cameraId: 7, presetId: -1 }, body: { alarmId: 400 } }]);
    expect(await within(block('Hall')).findByText('The camera is moving to Window.')).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: 'Save current view as Door' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Save the preset?' });
    expect(sent(view, 'cameraConfigurePreset')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(sent(view, 'cameraConfigurePreset')).toEqual([{ params: { cameraId: 7, presetId: 1 }, body: { alarmId: 400 } }]);
    expect(await within(block('Hall')).findByText('The preset Door is saved.')).toBeTruthy();
  });

  it('qa-handling P3-11: PTZ and presets are disabled until the picture plays, and a button held when the stream stops stops the camera', async () => {
    const view = await open([{ ...hall, Presets: [{ CameraPresetId: 0, TitleKey: 'Bed', AllowConfigure: true }] }]);
    const buttons = () => ['Move up', 'Go to Bed', 'Save current view as Bed'].map((name) => within(block('Hall')).getByRole('button', { name }) as HTMLButtonElement);
    expect(buttons().map((b) => b.disabled)).toEqual([true, true, true]);
    await playMjpeg();
    expect(buttons().map((b) => b.disabled)).toEqual([false, false, false]);
    fireEvent.pointerDown(within(block('Hall')).getByRole('button', { name: 'Move up' }), { button: 0 });
    fireEvent.click(within(block('Hall')).getByRole('button', { name: 'Stop Hall' }));
    await waitFor(() => expect(buttons().map((b) => b.disabled)).toEqual([true, true, true]));
    const move = (y: number) => ({ params: { cameraId: 7, xspeed: 0, yspeed: y, zspeed: 0 }, body: { alarmId: 400 } });
    await waitFor(() => expect(sent(view, 'cameraPtz')).toEqual([move(1.5), move(0)]));
  });

  it('extras run camera commands and show their message; read-only hides PTZ, presets and extras', async () => {
    const camera = { ...hall, Presets: [{ CameraPresetId: 0, TitleKey: 'Bed' }], Extras: [{ CommandId: 5, TitleKey: 'Light on', Order: 1 }] };
    const view = await open([camera], { handlers: { cameraCommand: async () => ({ ok: true, value: { Success: false, Message: 'Lamp offline' } }) } });
    await userEvent.click(within(block('Hall')).getByRole('button', { name: 'Light on' }));
    expect(sent(view, 'cameraCommand')).toEqual([{ params: { Id: 7, commandId: 5 }, body: { alarmId: 400 } }]);
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('Lamp offline');
    view.unmount();
    await open([camera], { seed: { settings: { READONLY: 'True' } } });
    expect(within(block('Hall')).queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(within(block('Hall')).queryByRole('button', { name: 'Light on' })).toBeNull();
    expect(within(block('Hall')).queryByRole('button', { name: 'Go to Bed' })).toBeNull();
    expect(within(block('Hall')).getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });
});
