import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

const SECRET_KEYS = new Set(['token', 'devicetoken', 'p', 'password', 'access_token', 'ticket']);

/** A query parameter name as the server's parser reads it (percent-decoded), lower-cased. */
function keyOf(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * A URL with the secrets of its query string (the websocket token, one-time link ids) replaced. Names are
 * compared decoded, as the server reads them, so `?%74oken=` is caught too.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parts = url.slice(start + 1).split('&').map((part) => {
    const eq = part.indexOf('=');
    return eq >= 0 && SECRET_KEYS.has(keyOf(part.slice(0, eq))) ? `${part.slice(0, eq)}=[redacted]` : part;
  });
  return `${url.slice(0, start)}?${parts.join('&')}`;
}

let requestCounter = 0;

/** What genReqId reads of a request: its headers and the address of the peer that sent it. */
interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The request's id in every log line of it and in its answer (X-Request-Id): the id a trusted load balancer gave it
 * (nginx's `$request_id`, from an address of ARC_TRUST_PROXY), so one request can be followed from the proxy's log
 * to whichever instance served it. Anyone else's, or an odd one, is replaced by this instance's own: a client must
 * not choose the id its lines are filed under.
 */
export function requestIdReader(fromProxy: ((address: string) => boolean) | null): (request: IncomingRequest) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    const trusted = fromProxy !== null && fromProxy(request.socket.remoteAddress ?? '');
    if (trusted && typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given)) return given;
    requestCounter += 1;
    return `${process.pid.toString(36)}-${requestCounter.toString(36)}`;
  };
}

/**
 * pino settings: URLs lose their secret query values, and credentials in headers or bodies are censored should
 * anything log them.
 */
export function loggerOptions(enabled: boolean, stream?: Writable): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    ...(stream ? { stream } : {}),
    level: process.env.LOG_LEVEL ?? 'info',
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'headers.authorization', '*.password', '*.Password', '*.token', '*.access_token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
