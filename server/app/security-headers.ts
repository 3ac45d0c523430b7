import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../src/contract/index.ts';
import { requestPath } from '../routes/request-path.ts';

/** The softphone needs the microphone; cameras are watched, never captured; nothing asks where the operator is. */
const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=()';

/**
 * The headers of every answer: the Content Security Policy (frames only from `frameOrigins`; cameras, voice and media
 * hosts only from `cspOrigins`), no caching of API answers, the request id and the permissions policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, origins: { cspOrigins: string[]; frameOrigins: string[] }): Promise<void> {
  const { cspOrigins, frameOrigins } = origins;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...cspOrigins],
        // 'self' covers ws:/wss: to this same host (CSP 3); a bare ws:/wss: would let injected script reach any host.
        connectSrc: ["'self'", ...cspOrigins],
        workerSrc: ["'self'", 'blob:'],
        // Only the allowlisted partners' pages may be framed (the console shows the others as links).
        frameSrc: ["'self'", ...frameOrigins],
        // data: is an attachment's sound or video as the engine stored it (API-22); blob: is hls.js's MediaSource;
        // remote cameras and a voice provider's sounds come from ARC_CSP_ORIGINS. No other host.
        mediaSrc: ["'self'", 'data:', 'blob:', ...cspOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // Added per request below, only over https: on a plain-http LAN it would send every request to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  // API answers carry tokens, medical notes and positions: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(requestPath(request))) reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol is https when TLS ends here or at a trusted proxy that says so (X-Forwarded-Proto).
    const policy = reply.getHeader('content-security-policy');
    if (request.protocol === 'https' && typeof policy === 'string') reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
  });
}
