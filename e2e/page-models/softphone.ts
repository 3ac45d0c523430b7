import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** What the reference gateway recorded of a call (GET /api/dev/voice/calls/:sid). */
export interface GatewayRecording {
  Dtmf: string;
  OperatorAudioPackets: number;
  OperatorAudioLevel: number;
  State: string;
}

/** The cloud softphone as one tab shows it: incoming-call notifications, the current call bar and its notices. */
export class Softphone {
  readonly page: Page;
  readonly bar: Locator;

  constructor(page: Page) {
    this.page = page;
    this.bar = page.getByRole('region', { name: 'Current call' });
  }

  /** The notification of an incoming call from `caller` (a number, or a pattern of it). */
  incoming(caller: string): Locator {
    return this.page.getByRole('alert', { name: `Incoming call from ${caller}` });
  }

  callerLevel(): Locator {
    return this.bar.getByRole('meter', { name: 'Caller', exact: true });
  }

  microphoneLevel(): Locator {
    return this.bar.getByRole('meter', { name: 'Microphone', exact: true });
  }

  /** The folded Phone call details (CALL-63), opened by its summary. */
  details(): Locator {
    return this.bar.getByText('Call details', { exact: true });
  }

  timer(): Locator {
    return this.bar.getByRole('timer', { name: 'Call time' });
  }

  /** The level the caller meter shows, 0..1. */
  async callerLevelValue(): Promise<number> {
    return Number(await this.callerLevel().getAttribute('value'));
  }

  /** Rings `username`'s softphone from `from` through the demo gateway; answers the call's sid. */
  static async ring(request: APIRequestContext, body: { Username: string; From: string; AlarmId?: number }): Promise<string> {
    const response = await request.post('/api/dev/voice/ring', { data: body });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { CallSid: string }).CallSid;
  }

  static async recording(request: APIRequestContext, callSid: string): Promise<GatewayRecording> {
    return (await (await request.get(`/api/dev/voice/calls/${callSid}`)).json()) as GatewayRecording;
  }
}
