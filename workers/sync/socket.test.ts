import { describe, expect, it } from 'vitest';
import { createPushSocket, type SocketState } from './socket.ts';
import { FakeClock } from './testing/fake-clock.ts';
import { socketFactory } from './testing/fake-socket.ts';

type Push = { type: 'update'; pushId?: number; alarmId: number };

function setup() {
  const clock = new FakeClock();
  const factory = socketFactory();
  const pushes: Push[] = [];
  const states: SocketState[] = [];
  let opens = 0;
  const socket = createPushSocket<Push>({
    clock,
    openSocket: factory.open,
    url: () => 'ws://arc/api/WsPander?token=t',
    parsePush: (m) => ((m as { type?: string }).type === 'update' ? (m as Push) : null),
    onPush: (p) => pushes.push(p),
    onState: (s) => states.push(s),
    onOpen: () => {
      opens += 1;
    },
  });
  return { clock, factory, pushes, states, socket, opens: () => opens };
}

describe('push socket', () => {
  it('PUSH-07 acknowledges the pushes of 100 ms with one cumulative ack up to the highest pushId, and applies a resent push only once', async () => {
    const { clock, factory, pushes, socket } = setup();
    socket.start();
    const ws = factory.last();
    ws.serverOpen();
    ws.serverSend({ type: 'update', pushId: 1, alarmId: 10 });
    ws.serverSend({ type: 'update', pushId: 2, alarmId: 11 });
    ws.serverSend({ type: 'update', pushId: 1, alarmId: 10 });
    expect(pushes.map((p) => p.pushId)).toEqual([1, 2]);
    await clock.advance(99);
    expect(ws.sentOfType('ack')).toEqual([]);
    await clock.advance(1);
    expect(ws.sentOfType('ack')).toEqual([{ type: 'ack', upTo: 2 }]);
    ws.serverSend({ type: 'update', pushId: 5, alarmId: 12 });
    await clock.advance(100);
    expect(ws.sentOfType('ack')).toEqual([
      { type: 'ack', upTo: 2 },
      { type: 'ack', upTo: 5 },
    ]);
  });

  it('PUSH-07 a pending ack dies with its connection: the next one acknowledges only what came on it', async () => {
    const { clock, factory, socket } = setup();
    socket.start();
    const first = factory.last();
    first.serverOpen();
    first.serverSend({ type: 'update', pushId: 7, alarmId: 10 });
    first.close();
    await clock.advance(5_000);
    const second = factory.last();
    second.serverOpen();
    second.serverSend({ type: 'update', pushId: 3, alarmId: 10 });
    await clock.advance(100);
    expect(first.sentOfType('ack')).toEqual([]);
    expect(second.sentOfType('ack')).toEqual([{ type: 'ack', upTo: 3 }]);
  });

  it('applies a push without pushId (the existing backend\'s) each time, with no ack', () => {
    const { factory, pushes, socket } = setup();
    socket.start();
    const ws = factory.last();
    ws.serverOpen();
    ws.serverSend({ type: 'update', alarmId: 10 });
    ws.serverSend({ type: 'update', alarmId: 10 });
    expect(pushes).toHaveLength(2);
    expect(ws.sentOfType('ack')).toEqual([]);
  });

  it('PUSH-05 PUSH-06 pings every 10 s and closes when no pong comes within 2 s', async () => {
    const { clock, factory, socket, states } = setup();
    socket.start();
    const ws = factory.last();
    ws.serverOpen();
    await clock.advance(9_999);
    expect(ws.sentOfType('ping')).toHaveLength(0);
    await clock.advance(1);
    expect(ws.sentOfType('ping')).toEqual([{ type: 'ping', id: 1 }]);
    ws.serverSend({ type: 'pong', id: 1 });
    await clock.advance(10_000);
    expect(ws.sentOfType('ping')).toHaveLength(2);
    await clock.advance(1_999);
    expect(ws.closed).toBe(false);
    await clock.advance(1);
    expect(ws.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
  });

  it('PUSH-02 reconnects 5 s after a drop, and each open is reported for catch-up', async () => {
    const { clock, factory, socket, opens } = setup();
    socket.start();
    factory.last().serverOpen();
    expect(opens()).toBe(1);
    factory.last().close();
    await clock.advance(4_999);
    expect(factory.sockets).toHaveLength(1);
    await clock.advance(1);
    expect(factory.sockets).toHaveLength(2);
    factory.last().serverOpen();
    expect(opens()).toBe(2);
    expect(socket.state()).toBe('open');
  });

  it('does not reconnect after stop', async () => {
    const { clock, factory, socket } = setup();
    socket.start();
    factory.last().serverOpen();
    socket.stop();
    await clock.advance(60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(socket.state()).toBe('closed');
  });

  it('numbers pushes per connection: a new connection starts afresh', async () => {
    const { clock, factory, pushes, socket } = setup();
    socket.start();
    factory.last().serverOpen();
    factory.last().serverSend({ type: 'update', pushId: 5, alarmId: 1 });
    factory.last().close();
    await clock.advance(5_000);
    factory.last().serverOpen();
    factory.last().serverSend({ type: 'update', pushId: 1, alarmId: 2 });
    expect(pushes.map((p) => p.alarmId)).toEqual([1, 2]);
  });

  it('security #16: asks for a fresh one-use URL (socket ticket) before every connect, and retries 5 s after a failed ask', async () => {
    const clock = new FakeClock();
    const factory = socketFactory();
    let asked = 0;
    const socket = createPushSocket<Push>({
      clock,
      openSocket: factory.open,
      url: async () => {
        asked += 1;
        if (asked === 1) throw new Error('ticket: 503');
        return `ws://arc/api/WsPander?ticket=t${asked}`;
      },
      parsePush: () => null,
      onPush: () => undefined,
      onState: () => undefined,
      onOpen: () => undefined,
    });
    socket.start();
    await clock.advance(0);
    expect(factory.sockets).toHaveLength(0);
    await clock.advance(5_000);
    expect(factory.sockets.map((s) => s.url)).toEqual(['ws://arc/api/WsPander?ticket=t2']);
    factory.last().serverOpen();
    factory.last().close();
    await clock.advance(5_000);
    expect(factory.sockets.map((s) => s.url)).toEqual(['ws://arc/api/WsPander?ticket=t2', 'ws://arc/api/WsPander?ticket=t3']);
    socket.stop();
  });
});
