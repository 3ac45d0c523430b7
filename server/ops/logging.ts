import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|devicetoken|p|password|access_token)=)[^&#]*/gi;

/** A URL with the secrets of its query string (the websocket token, one-time link ids) replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
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
