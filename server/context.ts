import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './ops/metrics.ts';
import type { PushHub } from './push/hub.ts';
import type { Clock } from './services/clock.ts';
import type { LoginLimiter } from './services/login-limiter.ts';
import type { Db } from './storage/database.ts';

export interface ServiceOptions {
  demo: boolean;
  tokenTtlSeconds: number;
  renewalTtlSeconds: number;
  pendingTtlSeconds: number;
  /** Origins the console may frame (ARC_FRAME_ORIGINS), told to it as the ExternalFrameOrigins setting. */
  frameOrigins: string[];
}

/** What every service needs; built once by buildApp. */
export interface ServerContext {
  db: Db;
  clock: Clock;
  hub: PushHub;
  metrics: Metrics;
  log: FastifyBaseLogger;
  limiter: LoginLimiter;
  options: ServiceOptions;
}
