import type { VoiceToken } from '../../../contract/entities/calls.ts';
import type { VoiceCall, VoiceDevice } from '../softphone-effects.ts';

type Listener = (...args: unknown[]) => void;

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/** A provider call the test drives: `emit` plays the SDK's events, the methods record what the softphone did. */
export class FakeCall extends Emitter implements VoiceCall {
  readonly parameters: Record<string, string>;
  readonly customParameters: Map<string, string>;
  readonly did: string[] = [];
  /** Whether disconnect() ends the call at once (a provider that answers). */
  endsOnDisconnect = true;

  constructor(parameters: Record<string, string>, custom: Record<string, string> = {}) {
    super();
    this.parameters = parameters;
    this.customParameters = new Map(Object.entries(custom));
  }
  accept(): void {
    this.did.push('accept');
  }
  reject(): void {
    this.did.push('reject');
  }
  disconnect(): void {
    this.did.push('disconnect');
    if (this.endsOnDisconnect) this.emit('disconnect', this);
  }
  mute(shouldMute = true): void {
    this.did.push(`mute:${shouldMute}`);
  }
  sendDigits(digits: string): void {
    this.did.push(`digits:${digits}`);
  }
}

export class FakeDevice extends Emitter implements VoiceDevice {
  readonly tokens: string[] = [];
  readonly placed: FakeCall[] = [];
  destroyed = false;
  constructor(readonly token: string) {
    super();
  }
  register(): Promise<void> {
    this.emit('registered');
    return Promise.resolve();
  }
  updateToken(token: string): void {
    this.tokens.push(token);
  }
  connect({ params }: { params: Record<string, string> }): Promise<VoiceCall> {
    const call = new FakeCall({}, params);
    this.placed.push(call);
    return Promise.resolve(call);
  }
  destroy(): void {
    this.destroyed = true;
  }
}

let issued = 0;
export const fakeToken = (): VoiceToken => ({ token: `token-${++issued}-0123456789abcdef`, identity: 'anna', expiresIn: 600, gateway: 'localhost/api/voice' });
