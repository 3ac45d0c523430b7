/**
 * Writes the demo person's phrase (server/voice/phrase/): about 1.6 s of synthesised speech-like syllables (a voiced
 * tone with two formants, gliding pitch and a syllable envelope), as 20 ms frames in both codecs the gateway speaks:
 * `person.pcmu` (G.711 mu-law, 8 kHz, 160 bytes a frame, raw) and `person.opus` (48 kHz mono Opus packets encoded
 * by Chromium's WebCodecs, each prefixed with its length as a 16-bit big-endian number).
 *
 * Run: `node --import tsx server/voice/make-phrase.ts` (needs Chromium, `CHROMIUM_PATH` or /usr/bin/chromium, for the Opus file).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { muLawEncode } from './mu-law.ts';

const SYLLABLES = [
  { pitch: 180, formant: 700, ms: 180 },
  { pitch: 200, formant: 1100, ms: 140 },
  { pitch: 0, formant: 0, ms: 60 },
  { pitch: 170, formant: 500, ms: 220 },
  { pitch: 190, formant: 900, ms: 160 },
  { pitch: 0, formant: 0, ms: 80 },
  { pitch: 210, formant: 1200, ms: 150 },
  { pitch: 160, formant: 600, ms: 250 },
  { pitch: 0, formant: 0, ms: 360 },
];

/** The phrase as float samples at `rate`. */
function synthesise(rate: number): Float32Array {
  const total = SYLLABLES.reduce((sum, s) => sum + Math.round((s.ms * rate) / 1000), 0);
  const out = new Float32Array(total);
  let at = 0;
  let phase = 0;
  for (const s of SYLLABLES) {
    const n = Math.round((s.ms * rate) / 1000);
    for (let i = 0; i < n; i += 1, at += 1) {
      if (!s.pitch) continue;
      const t = i / n;
      const pitch = s.pitch * (1.1 - 0.2 * t);
      phase += (2 * Math.PI * pitch) / rate;
      const envelope = Math.sin(Math.PI * t) ** 0.7;
      const voiced = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
      const formant = Math.sin((phase * s.formant) / pitch) * 0.35 + Math.sin((phase * 2400) / pitch) * 0.1;
      out[at] = 0.3 * envelope * (voiced * 0.6 + formant);
    }
  }
  return out;
}

function pcmuFile(): Buffer {
  const samples = synthesise(8000);
  const frames = Math.ceil(samples.length / 160);
  const bytes = Buffer.alloc(frames * 160, muLawEncode(0));
  samples.forEach((v, i) => {
    bytes[i] = muLawEncode(Math.round(v * 32767));
  });
  return bytes;
}

/** Runs in the page (a string, so no transpiler helper leaks into it): the samples to Opus packets, 20 ms each. */
const ENCODE_IN_PAGE = `async (samples) => {
  const chunks = [];
  const encoder = new AudioEncoder({
    output(chunk) { const data = new Uint8Array(chunk.byteLength); chunk.copyTo(data); chunks.push([...data]); },
    error(e) { throw e; },
  });
  encoder.configure({ codec: 'opus', sampleRate: 48000, numberOfChannels: 1, bitrate: 24000, opus: { frameDuration: 20000 } });
  for (let at = 0; at < samples.length; at += 960) {
    const data = new Float32Array(960);
    data.set(samples.slice(at, at + 960));
    encoder.encode(new AudioData({ format: 'f32', sampleRate: 48000, numberOfChannels: 1, numberOfFrames: 960, timestamp: (at / 48) * 1000, data }));
  }
  await encoder.flush();
  return chunks;
}`;

async function opusFile(): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context: a page on localhost (answered here, no server needed).
    await page.route('http://localhost/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>phrase</title>' }));
    await page.goto('http://localhost/');
    const packets = (await page.evaluate(`(${ENCODE_IN_PAGE})(${JSON.stringify([...synthesise(48000)])})`)) as number[][];
    return Buffer.concat(packets.map((p) => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(p.length);
      return Buffer.concat([length, Buffer.from(p)]);
    }));
  } finally {
    await browser.close();
  }
}

const folder = new URL('./phrase/', import.meta.url);
writeFileSync(new URL('person.pcmu', folder), pcmuFile());
writeFileSync(new URL('person.opus', folder), await opusFile());
