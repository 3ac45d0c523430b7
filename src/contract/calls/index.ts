import type { CallDef, DefBody, DefParams, DefParamsInput, DefQuery, DefQueryInput, DefResponse } from '../call-def.ts';
import type { PhoneCallResponse } from '../entities/calls.ts';
import { alarmActionCalls } from './alarm-actions.ts';
import { alarmResourceCalls } from './alarm-resources.ts';
import { alarmReadCalls } from './alarms.ts';
import { cameraCalls } from './cameras.ts';
import { referenceCalls } from './reference.ts';
import { sessionCalls } from './session.ts';
import { supportCalls } from './support.ts';
import { telephonyCalls } from './telephony.ts';
import { userCalls } from './users.ts';

/** Every HTTP call of the protocol, by name (the websocket is described in push.ts). */
export const calls = {
  ...sessionCalls,
  ...alarmReadCalls,
  ...alarmActionCalls,
  ...alarmResourceCalls,
  ...userCalls,
  ...telephonyCalls,
  ...cameraCalls,
  ...supportCalls,
  ...referenceCalls,
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** Path parameters as the server sees them after parsing. */
export type CallParams<N extends CallName> = DefParams<Calls[N]>;
/** Path parameters as a caller may give them (ids as numbers or strings). */
export type CallParamsInput<N extends CallName> = DefParamsInput<Calls[N]>;
export type CallQuery<N extends CallName> = DefQuery<Calls[N]>;
export type CallQueryInput<N extends CallName> = DefQueryInput<Calls[N]>;
export type CallBody<N extends CallName> = DefBody<Calls[N]>;
/**
 * `CallResponse<'me'>`: the parsed answer of a call. Without a type argument, `CallResponse` is the telephony
 * entity of the same name (calls §3), so both names the contract promises stay usable.
 */
export type CallResponse<N extends CallName | void = void> = [N] extends [CallName]
  ? DefResponse<Calls[N]>
  : PhoneCallResponse;

export * from './alarm-actions.ts';
export * from './alarm-params.ts';
export * from './alarm-resources.ts';
export * from './alarms.ts';
export * from './cameras.ts';
export * from './reference.ts';
export * from './session.ts';
export * from './support.ts';
export * from './telephony.ts';
export * from './users.ts';
