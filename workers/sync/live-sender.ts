import { type EndpointName, endpoints } from '../../src/contract/index.ts';
import type { CommandResult } from '../../src/sync-client/failure.ts';
import type { EngineEffects } from './effects.ts';
import { failureFromHttp, type FailureContext } from './failure-from-http.ts';
import type { Http } from './http.ts';
import { type NewWrite, OFFLINE_RESULT } from './outbox.ts';
import type { AnsweredWrite } from './write-answers.ts';
import type { createWritesInFlight } from './writes-in-flight.ts';

export interface LiveSenderOptions {
  http: Http;
  effects: EngineEffects;
  inFlight: ReturnType<typeof createWritesInFlight>;
  /** Uses the answer (see write-answers.ts). */
  apply(write: AnsweredWrite, answer: unknown): Promise<void>;
}

/**
 * Live writes (see the policy in outbox.ts): sent once, now, with an Idempotency-Key; never stored, so offline they
 * fail at once. The answer is applied like a delivered queued write's before the command answers: a write on an
 * alarm answers as soon as the changed alarm it answered is stored.
 */
export function createLiveSender({ http, effects, inFlight, apply }: LiveSenderOptions) {
  return async (write: Omit<NewWrite, 'auth'>, context?: FailureContext): Promise<CommandResult<unknown>> => {
    if (!effects.network.isOnline()) return OFFLINE_RESULT;
    const { endpoint, params, query, body, alarmId } = write;
    const done = inFlight.begin(alarmId);
    try {
      const result = await http.send(endpoints[endpoint as EndpointName], {
        params,
        ...(query ? { query } : {}),
        ...(body !== undefined ? { body } : {}),
        idempotencyKey: effects.randomId(),
      });
      if (!result.ok) return failureFromHttp(result, context);
      await apply(write, result.value);
      return { ok: true, value: result.value };
    } finally {
      done();
    }
  };
}
