import { build } from 'esbuild';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { voiceSignalling } from '../vite.config.ts';
import { apiToken } from './support/demo-api.ts';
import type { VoicePageState } from './support/voice-device-page.ts';

/*
 * Interop of the REAL voice SDK (@twilio/voice-sdk in Chromium, through the console's createVoiceDevice) with the
 * reference server's voice gateway: signalling over PStream, WebRTC media both ways with the gateway's werift peer,
 * DTMF, hang-up. The console's softphone UI drives the product flow in its own specs.
 */

const BUNDLE_PATH = '/e2e-voice-device.js';
let bundle = '';

interface VoicePage {
  state: VoicePageState;
  register(token: unknown): Promise<void>;
  connect(params: Record<string, string>): Promise<void>;
  accept(): void;
  sendDigits(digits: string): void;
  hangUp(): void;
  callStatus(): string;
}

test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['e2e/support/voice-device-page.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    alias: { 'twilio-voice-signalling': voiceSignalling },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
});

type Recording = { Dtmf: string; OperatorAudioPackets: number; OperatorAudioLevel: number; PersonAudioPackets: number; State: string };

/** Logs `username` in through the API, opens the console's origin and registers the real SDK's Device there. */
async function registeredDevice(page: Page, request: APIRequestContext, username: string) {
  const token = await apiToken(request, username);
  const headers = { Authorization: `bearer ${token}` };
  const voiceToken = await (await request.get('/api/voice/token', { headers })).json();
  expect(voiceToken).toMatchObject({ identity: username, gateway: expect.stringMatching(/\/api\/voice$/) });
  // The bundle is served from the console's own origin, so the console's CSP (script-src 'self') applies to it.
  await page.route(`**${BUNDLE_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.goto('/');
  await page.addScriptTag({ url: BUNDLE_PATH });
  await page.evaluate((t) => (window as unknown as { voice: VoicePage }).voice.register(t), voiceToken);
  const voiceState = () => page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.state);
  expect((await voiceState()).state).toBe('registered');
  const recording = async (callSid: string) => (await (await request.get(`/api/dev/voice/calls/${callSid}`)).json()) as Recording;
  const openCalls = async () => ((await (await request.get('/api/calls', { headers })).json()) as { CallSid: string }[]).map((c) => c.CallSid);
  return { voiceState, recording, openCalls };
}

test('the real voice SDK registers with the gateway, takes a call with audio both ways, sends DTMF and hangs up', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { voiceState, recording: recordingOf, openCalls } = await registeredDevice(page, request, 'anna');

  const ring = await request.post('/api/dev/voice/ring', { data: { Username: 'anna', From: '+46701234567' } });
  expect(ring.status()).toBe(200);
  const { CallSid } = (await ring.json()) as { CallSid: string };
  await expect.poll(async () => (await voiceState()).incoming).toContain(CallSid);
  expect(await openCalls()).toContain(CallSid);
  await page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.accept());

  const recording = () => recordingOf(CallSid);
  await expect.poll(async () => (await recording()).OperatorAudioPackets, { timeout: 15_000 }).toBeGreaterThan(50);
  expect((await recording()).State).toBe('open');
  expect((await recording()).OperatorAudioLevel).toBeGreaterThan(0);
  await expect.poll(async () => (await voiceState()).packetsReceived, { timeout: 15_000 }).toBeGreaterThan(50);
  await expect.poll(async () => (await voiceState()).maxOutputVolume, { timeout: 15_000 }).toBeGreaterThan(0);

  await page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.sendDigits('123#'));
  await expect.poll(async () => (await recording()).Dtmf, { timeout: 10_000 }).toBe('123#');

  await page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.hangUp());
  await expect.poll(async () => (await recording()).State).toBe('ended');
  await expect.poll(openCalls).not.toContain(CallSid);
  expect((await voiceState()).errors).toEqual([]);
});

test('the real voice SDK places a call that rings, is answered with audio both ways, and hears busy from the busy number', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { voiceState, recording, openCalls } = await registeredDevice(page, request, 'david');
  await page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.connect({ To: '+46701112233' }));
  await expect.poll(async () => (await voiceState()).outgoing.status).toBe('ringing');
  const { callSid } = (await voiceState()).outgoing;
  expect(callSid).toMatch(/^CA/);
  expect(await openCalls()).toContain(callSid);
  await expect.poll(async () => (await voiceState()).outgoing.status, { timeout: 10_000 }).toBe('open');
  await expect.poll(async () => (await recording(callSid)).OperatorAudioPackets, { timeout: 15_000 }).toBeGreaterThan(50);
  await expect.poll(async () => (await voiceState()).packetsReceived, { timeout: 15_000 }).toBeGreaterThan(50);
  await page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.hangUp());
  await expect.poll(openCalls).not.toContain(callSid);

  await page.evaluate(() => (window as unknown as { voice: VoicePage }).voice.connect({ To: '+46700000486' }));
  await expect.poll(async () => (await voiceState()).outgoing.errors, { timeout: 10_000 }).toContain(31486);
  await expect.poll(async () => (await voiceState()).outgoing.status).toBe('closed');
});
