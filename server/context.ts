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
  /** Stored idempotent answers kept per operator session scope; the oldest go first. */
  idempotencyMaxPerPrincipal: number;
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
