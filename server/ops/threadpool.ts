import { availableParallelism } from 'node:os';

/**
 * libuv's thread pool (file reads, password hashes, DNS) has 4 threads unless UV_THREADPOOL_SIZE says otherwise, and is
 * made at its first use: set here, imported first by main.ts. One thread per core for password hashes (HashGate)
 * plus 4 that hashing never takes, so static files and other crypto are served during a burst of logins (#NL8).
 */
process.env.UV_THREADPOOL_SIZE ??= String(availableParallelism() + 4);
