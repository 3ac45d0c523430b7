import { type Remote, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineApi } from '../../src/sync-client/engine-api.ts';
import { createEngine, type Engine } from './engine.ts';
import { servePort } from './serve-port.ts';
import { nodeEffects } from './testing/node-effects.ts';

const opened: { engine: Engine; channel: MessageChannel }[] = [];

afterEach(async () => {
  for (const { engine, channel } of opened.splice(0)) {
    channel.port1.close();
    channel.port2.close();
    await engine.dispose();
  }
});

/** The real engine served on one side of a real MessageChannel, a tab's Comlink proxy on the other. */
function tabOverMessageChannel(): Remote<EngineApi> {
  // No server: every call here is answered before a request would be made.
  const engine = createEngine(nodeEffects('http://127.0.0.1:9').effects);
  const channel = new MessageChannel();
  opened.push({ engine, channel });
  servePort((post) => engine.connectTab(post), channel.port1);
  return wrap<EngineApi>(channel.port2);
}

describe('Comlink carries the engine commands over a port', () => {
  it('aesthetics §6.6: a bad argument crosses the port and is refused by its handler schema with INVALID_ARGS', async () => {
    const engine = tabOverMessageChannel();
    expect(await engine.markViewed({ alarmId: 'seven' } as never)).toMatchObject({ ok: false, code: 'INVALID_ARGS' });
    expect(await engine.reason({ params: { alarm_id: 7 }, body: { message: 'Fell' }, query: 'x' } as never)).toMatchObject({ ok: false, code: 'INVALID_ARGS' });
    expect(await engine.attach({ tabLock: 42 } as never)).toMatchObject({ ok: false, code: 'INVALID_ARGS' });
  });

  it('aesthetics §6.6: a good argument reaches its handler, and a name no map has answers UNKNOWN_COMMAND', async () => {
    const engine = tabOverMessageChannel();
    expect(await engine.reportNetwork({ online: true })).toEqual({ ok: true, value: undefined });
    // Past the schema, the handler itself answers: no session in this engine.
    expect(await engine.markViewed({ alarmId: 7 })).toMatchObject({ ok: false, code: 'NOT_LOGGED_IN' });
    // A write whose endpoint takes no body passes its schema without one.
    expect(await engine.acknowledge({ params: { alarm_id: 7 } })).toMatchObject({ ok: false, code: 'NOT_LOGGED_IN' });
    const unknown = (engine as unknown as Record<string, (args: unknown) => Promise<unknown>>).noSuchCommand;
    expect(await unknown?.({})).toMatchObject({ ok: false, code: 'UNKNOWN_COMMAND' });
  });
});
