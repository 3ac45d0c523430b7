import { readFile } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IntParamSchema } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { parseInput } from '../routes/define-route.ts';
import { ServiceError } from '../services/errors.ts';
import type { CameraFeeds } from './feeds.ts';
import { grantHolds, grantOf, type HeldGrant } from './media-tickets.ts';

const CameraParams = z.object({ id: IntParamSchema });
const HlsParams = z.object({ id: IntParamSchema, file: z.string().regex(/^(index\.m3u8|seg\d{1,9}\.ts)$/) });
const TicketQuery = z.object({ ticket: z.string().max(200).default('') });
const BOUNDARY = 'arcframe';
/** A viewer this far behind (bytes not yet taken by its connection) misses frames until it catches up. */
const MAX_BUFFERED = 1024 * 1024;
/** How often an open stream checks that its ticket still holds (expiry, alarm cleared, session ended). */
const CHECK_MS = 1000;
/** An HLS player asks for its playlist every second: this long without a request, its stream no longer counts. */
const HLS_SLOT_IDLE_MS = 5000;

const noTicket = () => new ServiceError('UNAUTHORIZED', 'A valid media ticket for this camera is required (viewcamera hands them out)');

/** The ticket of an HLS request: basic auth `ticket:<ticket>`, so it is in no URL. */
function basicTicket(request: FastifyRequest): string {
  const match = /^basic\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  return decoded.startsWith('ticket:') ? decoded.slice('ticket:'.length) : '';
}

async function grantFor(ctx: ServerContext, ticket: string, cameraId: number): Promise<HeldGrant> {
  const grant = await grantOf(ctx, ticket, cameraId);
  if (!grant) throw noTicket();
  return grant;
}

/** Headers of every media answer: never cached; a security camera's MJPEG may be framed by the console itself. */
function mediaHeaders(reply: FastifyReply, type: string): FastifyReply {
  return reply.header('content-type', type).header('cache-control', 'no-store').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
}

/**
 * Sends a live stream that the server ends itself when the ticket stops holding (the viewing period is over, the
 * alarm was cleared, the session ended), when the viewer leaves, and when the server closes.
 */
function sendLive(ctx: ServerContext, feeds: CameraFeeds, grant: HeldGrant, reply: FastifyReply, body: PassThrough, detach: () => void): FastifyReply {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    untrack();
    detach();
    body.end();
  };
  const untrack = feeds.track(end);
  const timer = setInterval(() => {
    grantHolds(ctx, grant).then((holds) => holds || end(), end);
  }, CHECK_MS);
  reply.raw.on('close', end);
  return reply.send(body);
}

/** Opens a stream within the budget: the slot of its operator and ticket first, given back when the stream closes. */
function withinBudget<T extends { close: () => void }>(feeds: CameraFeeds, grant: HeldGrant, open: () => T): T {
  const release = feeds.budget.openStream(grant);
  try {
    const stream = open();
    return {
      ...stream,
      close: () => {
        stream.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Copies a per-viewer encoder's output; a viewer too far behind loses chunks. Its end (ffmpeg died) ends the stream. */
function pipeLive(source: Readable, body: PassThrough): void {
  source.on('data', (chunk: Buffer) => {
    if (body.writableLength < MAX_BUFFERED) body.write(chunk);
  });
  source.on('end', () => body.end());
}

/** The demo cameras' streams: MJPEG and WebM with `?ticket=`, HLS with the ticket as basic auth. */
export function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext, feeds: CameraFeeds): void {
  app.get('/media/cameras/:id/mjpeg', async (request, reply) => {
    const { id } = parseInput(CameraParams, request.params, 'params');
    const grant = await grantFor(ctx, parseInput(TicketQuery, request.query, 'query').ticket, id);
    const body = new PassThrough();
    const viewer = withinBudget(feeds, grant, () => ({
      close: feeds.feed(id).watchMjpeg((jpeg) => {
        if (body.writableLength >= MAX_BUFFERED) return;
        body.write(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`);
        body.write(jpeg);
        body.write('\r\n');
      }),
    }));
    return sendLive(ctx, feeds, grant, mediaHeaders(reply, `multipart/x-mixed-replace; boundary=${BOUNDARY}`), body, viewer.close);
  });

  app.get('/media/cameras/:id/webm', async (request, reply) => {
    const { id } = parseInput(CameraParams, request.params, 'params');
    const grant = await grantFor(ctx, parseInput(TicketQuery, request.query, 'query').ticket, id);
    const webm = withinBudget(feeds, grant, () => feeds.feed(id).openWebm());
    const body = new PassThrough();
    pipeLive(webm.output, body);
    return sendLive(ctx, feeds, grant, mediaHeaders(reply, 'video/webm'), body, webm.close);
  });

  app.get('/media/cameras/:id/hls/:file', async (request, reply) => {
    const { id, file } = parseInput(HlsParams, request.params, 'params');
    feeds.budget.holdWhileAsked(await grantFor(ctx, basicTicket(request), id), HLS_SLOT_IDLE_MS);
    const path = await feeds.hlsFile(id, file);
    if (!path) throw new ServiceError('NOT_FOUND', 'No such part of the stream (yet)');
    const content = await readFile(path).catch(() => null);
    if (!content) throw new ServiceError('NOT_FOUND', 'No such part of the stream (any more)');
    return mediaHeaders(reply, file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t').send(content);
  });
}
