import type { Device } from '@twilio/voice-sdk';

const NAMES = ['incoming', 'outgoing', 'disconnect', ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 's', 'h'].map((key) => `dtmf${key}`)];

/** The SDK's sounds (Device.SoundName), every one of them ours (public/sounds/softphone): its CDN is never asked. */
export const SOFTPHONE_SOUNDS = Object.fromEntries(NAMES.map((name) => [name, `${import.meta.env.BASE_URL}sounds/softphone/${name}.wav`])) as Partial<
  Record<Device.SoundName, string>
>;
