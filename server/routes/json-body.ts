import secureJsonParse from 'secure-json-parse';
import { ServiceError } from '../services/errors.ts';

/** No contract body nests deeper than a few levels; a limit keeps deep input away from recursive code (zod, stringify). */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests objects/arrays deeper than `limit` (a linear scan, no recursion). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const invalid = (description: string) => new ServiceError('VALIDATION_FAILED', `The body is ${description}`, [{ name: 'body', description }]);

/**
 * A JSON request body: empty is no body (a POST without payload); too deep, malformed or prototype-poisoning
 * (`__proto__`, `constructor.prototype`, as Fastify's own parser refuses) answers 400 VALIDATION_FAILED.
 */
export function parseJsonBody(body: string): unknown {
  const text = body.trim();
  if (text === '') return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw invalid(`nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return secureJsonParse.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw invalid('not valid JSON');
  }
}
