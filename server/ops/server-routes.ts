import type { DeclaredFailure, EndpointTag } from '../../src/contract/endpoint-docs.ts';

/** A route of the server outside the contract's calls, as the OpenAPI document describes it. */
export interface ServerRoute {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  tag: EndpointTag;
  security: 'none' | 'query';
  success: { status: '101' | '200'; description: string };
  /** The error answers with the shared error body, as the contract's calls declare theirs. */
  failures?: readonly DeclaredFailure[];
  /** Answers without the shared error body (the probes' own). */
  otherResponses?: Record<string, { description: string }>;
}

const SOCKET_OPEN = { status: '101', description: 'Switching Protocols: the socket is open' } as const;
const MEDIA = ['VALIDATION_FAILED', 'UNAUTHORIZED', 'NOT_FOUND', 'CAMERA_STREAM_LIMIT', 'CAMERA_ENCODERS_BUSY', ['STREAM_NOT_AVAILABLE', 503]] as const;
const LOOPBACK_ONLY = ['NOT_FOUND'] as const;

/** The server's routes outside the contract's calls: sockets, media streams, operations and the demo's helpers. */
export const SERVER_ROUTES: readonly ServerRoute[] = [
  { method: 'GET', path: '/api/WsPander', operationId: 'pushSocket', summary: 'The push socket (websocket upgrade); ?token= or ?ticket=, &devicetoken=', tag: 'Sockets', security: 'query', success: SOCKET_OPEN, failures: ['VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'DRAINING'] },
  { method: 'GET', path: '/api/voice/signal', operationId: 'voiceSignal', summary: "The demo voice gateway's signalling socket (websocket upgrade)", tag: 'Sockets', security: 'none', success: SOCKET_OPEN, failures: ['RATE_LIMITED'], otherResponses: { '404': { description: 'Not a websocket upgrade' } } },
  { method: 'GET', path: '/media/cameras/:id/mjpeg', operationId: 'cameraMjpeg', summary: 'A camera as MJPEG (media ticket in the query)', tag: 'Media', security: 'query', success: { status: '200', description: 'The stream' }, failures: MEDIA },
  { method: 'GET', path: '/media/cameras/:id/webm', operationId: 'cameraWebm', summary: 'A camera as WebM (media ticket in the query)', tag: 'Media', security: 'query', success: { status: '200', description: 'The stream' }, failures: MEDIA },
  { method: 'GET', path: '/media/cameras/:id/hls/:file', operationId: 'cameraHls', summary: 'A camera as HLS: playlist and segments (media ticket as basic auth)', tag: 'Media', security: 'none', success: { status: '200', description: 'The playlist or a segment' }, failures: MEDIA },
  { method: 'GET', path: '/media/products/:file', operationId: 'productImage', summary: 'A product picture of a transmitter', tag: 'Media', security: 'none', success: { status: '200', description: 'The picture' }, failures: ['NOT_FOUND'] },
  { method: 'GET', path: '/metrics', operationId: 'metrics', summary: 'Counters and gauges of this instance (Prometheus text)', tag: 'Operations', security: 'none', success: { status: '200', description: 'Prometheus text' } },
  { method: 'GET', path: '/readyz', operationId: 'ready', summary: 'Takes new work: 200, or 503 while unreachable or draining', tag: 'Operations', security: 'none', success: { status: '200', description: 'Ready' }, otherResponses: { '503': { description: 'The database is unreachable or the instance is draining' } } },
  { method: 'GET', path: '/api/openapi.json', operationId: 'openApiDocument', summary: 'This document', tag: 'Operations', security: 'none', success: { status: '200', description: 'This document' }, failures: [] },
  { method: 'GET', path: '/api/dev/outbox', operationId: 'devOutbox', summary: 'Demo only, loopback only: the sms codes the centre would have sent', tag: 'Demo', security: 'none', success: { status: '200', description: 'The messages' }, failures: LOOPBACK_ONLY },
  { method: 'POST', path: '/api/dev/urllogin', operationId: 'devUrlLogin', summary: 'Demo only, loopback only: a one-time link to an alarm', tag: 'Demo', security: 'none', success: { status: '200', description: 'The link' }, failures: LOOPBACK_ONLY },
  { method: 'POST', path: '/api/dev/alarms/:id/age', operationId: 'devAgeAlarm', summary: 'Demo only, loopback only: an unanswered alarm arrived earlier (answer-time targets)', tag: 'Demo', security: 'none', success: { status: '200', description: 'Aged: the alarm with its new arrival time' }, failures: [...LOOPBACK_ONLY, 'VALIDATION_FAILED'] },
  { method: 'GET', path: '/api/dev/cameras/:id', operationId: 'devCamera', summary: 'Demo only, loopback only: a demo camera', tag: 'Demo', security: 'none', success: { status: '200', description: 'The camera' }, failures: [...LOOPBACK_ONLY, 'VALIDATION_FAILED'] },
];
