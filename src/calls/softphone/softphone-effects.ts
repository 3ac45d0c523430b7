import type { VoiceToken } from '../../contract/entities/calls.ts';
import type { MessageKey } from '../../contract/message-keys.ts';
import { type CommandResult, EngineErrorCode, type Failure, failure } from '../../sync-client/failure.ts';
import type { HangupDigit } from './hangup-digit.ts';

// The SDK's own listener type (EventEmitter): its events' arguments differ per event.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** The part of the SDK's Call the softphone uses (fakes implement it in tests). */
export interface VoiceCall {
  readonly parameters: Record<string, string>;
  readonly customParameters: Map<string, string>;
  accept(): void;
  reject(): void;
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  sendDigits(digits: string): void;
  on(event: string, listener: Listener): unknown;
}

/** The part of the SDK's Device the softphone uses. */
export interface VoiceDevice {
  on(event: string, listener: Listener): unknown;
  register(): Promise<void>;
  updateToken(token: string): void;
  connect(options: { params: Record<string, string> }): Promise<VoiceCall>;
  destroy(): void;
}

/** What the softphone controller asks of the tab that owns it. */
export interface SoftphoneEffects {
  fetchToken(): Promise<CommandResult<VoiceToken>>;
  createDevice(token: VoiceToken): Promise<VoiceDevice>;
  /** CALL-54: 31205 reloads the settings through the engine. */
  reloadSettings(): void;
  /** CALL-10: the busy tone, in the owner tab. */
  playBusyTone(): void;
  /** CALL-15: a call that could not be placed is logged on its alarm. */
  reportFailedEstablish(to: string, alarmId: string | null): void;
  /** CALL-11: the hold transaction on the server (the caller waits in the call's conference); true once held. */
  holdCall(callSid: string): Promise<boolean>;
  /** VALID-29: the alarm unit's hang-up digit for this call (its in-call commands and DTMFSENDDIGIT), if it has one. */
  hangupDigit(callSid: string): HangupDigit | null;
  now(): number;
  randomId(): string;
}

/** A softphone command's success: it answers the engine's result shape, with nothing to return. */
export const done: CommandResult = { ok: true, value: undefined };
/** The softphone refused a command; the key says why. */
export const refused = (messageKey: MessageKey): Failure => failure(EngineErrorCode.SOFTPHONE_REFUSED, messageKey);
