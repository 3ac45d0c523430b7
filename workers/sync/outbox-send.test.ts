import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src/db/rows.ts';
import { createGetDeduper } from './dedupe.ts';
import { createHttp } from './http.ts';
import { sendOutboxRow } from './outbox-send.ts';

const note: OutboxRow = {
  key: 'note-1',
  endpoint: 'addUserNote',
  params: { user_id: 17 },
  body: { NoteType: 0, Note: 'Written before the instance died' },
  alarmId: null,
  state: 'sending',
  createdAt: 0,
  attempts: 1,
  error: null,
};

/** The answer a server gives to this attempt of the write. */
const answering = (status: number, body: unknown) =>
  createHttp({
    baseUrl: 'http://arc.test',
    fetch: (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch,
    auth: () => ({ tokenType: 'bearer', accessToken: 'abc' }),
    dedupe: createGetDeduper(),
  });

describe('sending a stored write', () => {
  it('takes ALREADY_APPLIED (an earlier attempt was applied, its answer lost) as delivered, without an answer', async () => {
    const outcome = await sendOutboxRow(answering(409, { error: 'ALREADY_APPLIED', error_description: 'applied by an earlier attempt' }), note);
    expect(outcome).toEqual({ kind: 'done', value: undefined });
  });

  it('keeps another 409 a refusal the operator sees', async () => {
    const outcome = await sendOutboxRow(answering(409, { error: 'IDEMPOTENCY_CONFLICT', error_description: 'used for another request' }), note);
    expect(outcome).toMatchObject({ kind: 'refused', failure: { code: 'IDEMPOTENCY_CONFLICT' } });
  });
});
