import type { parseMessageOf } from './messages.ts';

let loading: Promise<typeof parseMessageOf> | undefined;

/**
 * The one message parser, loaded on first use: zod and the message schemas are a chunk of their own, so the first
 * screen does not wait for them. Everyone gets the same promise, and callbacks on one promise run in the order they
 * were added: messages handed to it keep their arrival order.
 */
export function messageParser(): Promise<typeof parseMessageOf> {
  loading ??= import('./messages.ts').then((module) => module.parseMessageOf);
  return loading;
}
