import { createServer, request as httpRequest, type Server } from 'node:http';

export interface ForwardingProxy {
  /** The proxy's own address, e.g. http://127.0.0.1:41234 */
  base: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy on this machine as the README's nginx is one: it passes the browser's Host and adds
 * X-Forwarded-For, so the server sees every client coming from 127.0.0.1.
 */
export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
