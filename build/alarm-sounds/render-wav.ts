import { SOUND_PATTERNS, type SoundName, patternLength } from '../../src/alarms/sound/sound-patterns.ts';

/** 16 kHz mono 16-bit PCM: the patterns' notes (up to about 1.3 kHz with their overtones) in a few kilobytes. */
const RATE = 16_000;
/** Peak level: loud enough to be heard across a room at full volume, with headroom for the overtones. */
const PEAK = 0.5;
/** The overtones that make a note sound like an alarm sounder rather than a pure test tone. */
const OVERTONES = [
  { multiple: 1, level: 1 },
  { multiple: 2, level: 0.3 },
  { multiple: 3, level: 0.12 },
];
const OVERTONE_SUM = OVERTONES.reduce((sum, overtone) => sum + overtone.level, 0);
/** Seconds of fade at each note's ends, so no note clicks. */
const RAMP_S = 0.01;
/** Silence after the last note, so a player's end is never cut into a note. */
const TAIL_S = 0.02;

/** A sound's waveform as samples from -1 to 1. */
function samplesOf(name: SoundName): Float64Array {
  const out = new Float64Array(Math.round((patternLength(name) + TAIL_S) * RATE));
  for (const { frequency, at, duration } of SOUND_PATTERNS[name]) {
    const first = Math.round(at * RATE);
    const count = Math.round(duration * RATE);
    for (let i = 0; i < count; i++) {
      const t = i / RATE;
      const envelope = Math.min(1, t / RAMP_S, (duration - t) / RAMP_S);
      let value = 0;
      for (const { multiple, level } of OVERTONES) value += level * Math.sin(2 * Math.PI * frequency * multiple * t);
      out[first + i]! += (PEAK * envelope * value) / OVERTONE_SUM;
    }
  }
  return out;
}

/** The sound as a WAV file (RIFF, PCM): every browser plays it, and the same notes always give the same bytes. */
export function renderWav(name: SoundName): Uint8Array {
  const samples = samplesOf(name);
  const data = samples.length * 2;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + data, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, data, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 32767), true));
  return bytes;
}
