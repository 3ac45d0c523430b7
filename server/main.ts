// First: sizes libuv's thread pool before anything uses it.
import './ops/threadpool.ts';
import { buildApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { DEMO_INGEST_KEY, DEMO_OPERATORS, DEMO_PASSWORD } from './demo/demo-accounts.ts';
import { serverUrl, simulateCommand } from './demo/simulate-options.ts';
import { startSimulator } from './demo/simulator.ts';
import { createDemoLink } from './routes/dev-routes.ts';

/** The URL without its password, for the start-up lines. */
function redactedUrl(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = configOrExit();
const app = await buildApp({
  logger: true,
  dbFile: config.dbFile,
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  resetDb: config.resetDb,
  demo: config.demo,
  floodCheckMs: config.floodCheckMs,
  floodWindowMs: config.floodWindowMs,
  dc09: config.dc09,
  trustedCidrs: config.trustedCidrs,
  ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
  tokenTtlSeconds: config.tokenTtlSeconds,
  sessionMaxSeconds: config.sessionMaxSeconds,
  sessionIdleSeconds: config.sessionIdleSeconds,
  ...(config.secretKey ? { secretKey: config.secretKey } : {}),
  loginLimits: config.loginLimits,
  httpLimits: config.httpLimits,
  push: { maxSocketsPerOperator: config.maxSocketsPerOperator },
  passwordHashCost: config.passwordHashCost,
  auditRetentionDays: config.auditRetentionDays,
  adminTwoFactor: config.adminTwoFactor,
  wsOrigins: config.wsOrigins,
  frameOrigins: config.frameOrigins,
  cspOrigins: config.cspOrigins,
  voiceMediaAddresses: config.voiceMediaAddresses,
  ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
  hashGate: config.hashGate,
  sessionRate: config.sessionRate,
  smsFromLinkSessions: config.smsFromLinkSessions,
  smsLimits: { perDay: config.smsMaxPerDay },
  ...(config.ingestKey ? { ingestKey: config.ingestKey } : {}),
  ...(config.consoleDir ? { consoleDir: config.consoleDir } : {}),
});
await app.listen({ port: config.port, host: config.host });
const base = `http://${config.host}:${config.port}`;
const lines = [`ARC console: ${base}/`, `Database: ${config.databaseUrl ? redactedUrl(config.databaseUrl) : config.dbFile}`];
let stopSimulator: (() => void) | undefined;
if (config.demo) {
  const link = await createDemoLink(app.arc, {});
  lines.push(
    `Demo operators (password ${DEMO_PASSWORD}):`,
    ...DEMO_OPERATORS.map((op) => `  ${op.username.padEnd(8)} ${op.note}`),
    `Demo one-time link (alarm ${link.alarmId}, single use, password ${link.password}): ${base}${link.path}`,
    `Demo ingest key: ${DEMO_INGEST_KEY}   (${simulateCommand(serverUrl({ HOST: config.host, PORT: String(config.port) }))}; --help lists the options)`,
    `SMS login codes (never logged): ${base}/api/dev/outbox`,
  );
  if (config.simulator) stopSimulator = startSimulator(app.arc, { perMinute: 2 });
}
console.log(lines.join('\n'));

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.drainMs }, 'draining: sockets move to other instances, then requests finish and the database closes');
    stopSimulator?.();
    // Draining: /readyz answers 503 and new push sockets are refused (a load balancer retries them elsewhere), so
    // the consoles whose sockets close now reconnect to another instance at once.
    app.arc.lifecycle.draining = true;
    app.arc.hub.closeAll(1012, 'server restarting: connect again');
    // Then close() stops accepting, waits for requests in flight and closes the database.
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    }, config.drainMs);
  });
}
