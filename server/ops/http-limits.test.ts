import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { limitConnections } from './http-limits.ts';

/** What the limiter sees of an accepted connection: its remote address, whether it was destroyed, and its close. */
class AcceptedSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy(): void {
    this.destroyed = true;
  }
}

function accept(addresses: string[], maxConnectionsPerAddress: number): AcceptedSocket[] {
  const server = createServer();
  limitConnections(server, { maxConnections: 1000, maxConnectionsPerAddress });
  return addresses.map((address) => {
    const socket = new AcceptedSocket(address);
    server.emit('connection', socket);
    return socket;
  });
}

describe('per-address connection limit', () => {
  it('security #H6: IPv6 addresses of one /64 share one per-address count; another /64 has its own', () => {
    const sockets = accept(['2001:db8:0:1::1', '2001:db8:0:1:ffff::2', '2001:db8:0:1:abcd:1:2:3', '2001:db8:0:2::1'], 2);
    expect(sockets.map((s) => s.destroyed)).toEqual([false, false, true, false]);
  });

  it('security #H6: an IPv4 address mapped into IPv6 counts as that IPv4 address', () => {
    const sockets = accept(['192.0.2.7', '::ffff:192.0.2.7', '192.0.2.8'], 1);
    expect(sockets.map((s) => s.destroyed)).toEqual([false, true, false]);
  });

  it('a closed connection frees its place', () => {
    const server = createServer();
    limitConnections(server, { maxConnections: 1000, maxConnectionsPerAddress: 1 });
    const first = new AcceptedSocket('2001:db8::1');
    server.emit('connection', first);
    first.emit('close');
    const second = new AcceptedSocket('2001:db8::2');
    server.emit('connection', second);
    expect(second.destroyed).toBe(false);
  });
});
