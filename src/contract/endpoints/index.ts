import type { EndpointDef, DefParamsInput, DefQueryInput, DefResponse } from '../endpoint-def.ts';
import type { PhoneCallResponse } from '../entities/calls.ts';
import { alarmActionEndpoints } from './alarm-actions.ts';
import { alarmResourceEndpoints } from './alarm-resources.ts';
import { answerTimeEndpoints } from './answer-times.ts';
import { alarmReadEndpoints } from './alarms.ts';
import { cameraEndpoints } from './cameras.ts';
import { centreSetupEndpoints } from './centre-setup.ts';
import { planningEndpoints } from './planning.ts';
import { externalEndpoints } from './external.ts';
import { floodEndpoints } from './flood.ts';
import { dc09Endpoints } from './dc09.ts';
import { referenceEndpoints } from './reference.ts';
import { sessionEndpoints } from './session.ts';
import { supportEndpoints } from './support.ts';
import { telephonyEndpoints } from './telephony.ts';
import { userEndpoints } from './users.ts';

/** Every HTTP endpoint of the protocol, by name (the websocket is described in push.ts). */
export const endpoints = {
  ...sessionEndpoints,
  ...alarmReadEndpoints,
  ...alarmActionEndpoints,
  ...alarmResourceEndpoints,
  ...userEndpoints,
  ...telephonyEndpoints,
  ...cameraEndpoints,
  ...planningEndpoints,
  ...supportEndpoints,
  ...referenceEndpoints,
  ...externalEndpoints,
  ...centreSetupEndpoints,
  ...answerTimeEndpoints,
  ...floodEndpoints,
  ...dc09Endpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Path parameters as the server sees them after parsing. */
/** Path parameters as a caller may give them (ids as numbers or strings). */
export type EndpointParamsInput<N extends EndpointName> = DefParamsInput<Endpoints[N]>;
/** Query parameters as a caller may give them. */
export type EndpointQueryInput<N extends EndpointName> = DefQueryInput<Endpoints[N]>;
/** `EndpointResponse<'me'>`: the parsed answer of an endpoint. */
export type EndpointResponse<N extends EndpointName> = DefResponse<Endpoints[N]>;
/** The telephony entity of calls §3 (the answer when a phone call is set up or taken). */
export type CallResponse = PhoneCallResponse;

export * from './alarm-actions.ts';
export * from './alarm-params.ts';
export * from './alarm-resources.ts';
export * from './answer-times.ts';
export * from './alarms.ts';
export * from './cameras.ts';
export * from './centre-setup.ts';
export * from './planning.ts';
export * from './external.ts';
export * from './reference.ts';
export * from './session.ts';
export * from './session-requests.ts';
export * from './support.ts';
export * from './telephony.ts';
export * from './users.ts';
