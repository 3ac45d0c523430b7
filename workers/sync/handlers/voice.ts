import { endpoints } from '../../../src/contract/index.ts';
import type { VoiceToken } from '../../../src/contract/entities/calls.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { endpointWrite } from './endpoint-write.ts';
import { done, type EngineScope, NO_ARGS, withSession } from './handler.ts';

/** The cloud softphone's needs of the server: its voice token (calls §1, CALL-03). */
export function voiceHandlers(scope: EngineScope) {
  return {
    /** A fresh voice token for the softphone's Device; not stored (it is a secret that dies with the login). */
    voiceToken: withSession(scope, NO_ARGS, async (runtime) => {
      const result = await runtime.ctx.http.send(endpoints.voiceToken);
      return result.ok ? done<VoiceToken>(result.value) : failureFromHttp(result);
    }),
    /** A call the softphone could not place (busy, or a second call while one is up: CALL-15) is logged on its alarm. */
    callsFailedEstablish: endpointWrite(scope, 'callsFailedEstablish', 'mayWait'),
  };
}
export type VoiceHandlers = ReturnType<typeof voiceHandlers>;
