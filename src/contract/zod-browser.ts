/**
 * `zod` as the console and its sync engine get it (vite.config.ts aliases the bare specifier here; the server and
 * the tests import zod itself). The console's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval')
 * refuses compiled code, and zod probes for it with `new Function('')` as each object schema is built: a CSP
 * violation on every page. Only an alias runs this before every schema in every chunk.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
