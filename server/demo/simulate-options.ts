import { DEMO_INGEST_KEY } from './demo-accounts.ts';

/** The options of `npm run simulate` (server/demo/simulate-cli.ts), with what each one means. */
export const SIMULATE_OPTIONS = {
  rate: { type: 'string', default: '5', help: 'alarms per second' },
  seconds: { type: 'string', default: '60', help: 'how long to keep raising alarms' },
  url: { type: 'string', default: '', help: 'the server to raise them on (default: http://$HOST:$PORT, else http://127.0.0.1:8080)' },
  key: { type: 'string', default: DEMO_INGEST_KEY, help: 'the ingest key (X-Api-Key)' },
  dc09: { type: 'boolean', default: false, help: "send the demo's alarm units' events to the DC-09 receiver instead (TCP and UDP)" },
  'dc09-host': { type: 'string', default: '127.0.0.1', help: 'the DC-09 receiver host' },
  'dc09-port': { type: 'string', default: '', help: 'the DC-09 receiver port, TCP and UDP (default: $ARC_DC09_TCP_PORT, else $PORT + 1000, else 9080)' },
  help: { type: 'boolean', default: false, help: 'print this text' },
} as const;

/** The address a local client reaches the server at: a wildcard listen address is reached on the loopback. */
export function serverUrl(env: { HOST?: string | undefined; PORT?: string | undefined }): string {
  const host = !env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST === '::' ? '[::1]' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT || '8080'}`;
}

/** The command the start banner prints: it names this server, so it works whatever PORT is. */
export function simulateCommand(url: string): string {
  return `npm run simulate -- --url ${url} --rate 5 --seconds 60`;
}

/** Where the demo's DC-09 receiver listens when the server was started with the same environment (config.ts). */
export function dc09Port(env: { PORT?: string | undefined; ARC_DC09_TCP_PORT?: string | undefined }): number {
  return Number(env.ARC_DC09_TCP_PORT || Number(env.PORT || 8080) + 1000);
}

export function simulateHelp(): string {
  const lines = Object.entries(SIMULATE_OPTIONS).map(([name, option]) => `  --${name.padEnd(8)} ${option.help}${option.type === 'string' && option.default ? ` (default ${option.default})` : ''}`);
  return ['Raises realistic demo alarms through the ingest API.', '', 'npm run simulate -- [options]', ...lines].join('\n');
}
