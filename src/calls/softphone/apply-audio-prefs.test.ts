import { describe, expect, it, vi } from 'vitest';
import { applyAudioPrefs } from './apply-audio-prefs.ts';

const collection = (fails: string[] = []) => ({ set: vi.fn((id: string) => (fails.includes(id) ? Promise.reject(new Error('gone')) : Promise.resolve())) });

describe('applyAudioPrefs', () => {
  it('CALL-48 sets the disconnect sound, the microphone options and the chosen output devices through the SDK', async () => {
    const audio = { disconnect: vi.fn(() => true), setAudioConstraints: vi.fn(() => Promise.resolve()), isOutputSelectionSupported: true, speakerDevices: collection(['gone-1']), ringtoneDevices: collection() };
    applyAudioPrefs(audio as never, { ringtoneDevice: 'ring-2', speakerDevice: 'gone-1', disconnectSound: false, autoGainControl: true, noiseSuppression: false, codecs: ['opus'] });
    await vi.waitFor(() => expect(audio.speakerDevices.set.mock.calls).toEqual([['gone-1'], ['default']]));
    expect(audio.disconnect).toHaveBeenCalledWith(false);
    expect(audio.setAudioConstraints).toHaveBeenCalledWith({ autoGainControl: true, noiseSuppression: false });
    expect(audio.ringtoneDevices.set).toHaveBeenCalledWith('ring-2');
  });
});
