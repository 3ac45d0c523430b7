import { z } from 'zod';

export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

/** The members of a union once: two calls sharing a path may answer the same shape. */
export function distinctMembers(members: readonly Json[]): Json[] {
  const seen = new Set<string>();
  return members.filter((member) => {
    const key = JSON.stringify(member);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A zod union tries its options in order, so a catch-all option (`z.unknown()`, read as "no answer") takes only what
 * the options before it refuse: that is `not` of them, not the empty schema JSON Schema would make of it (which, in
 * an `anyOf`, swallows the other options). A catch-all first leaves nothing to tell apart: the value is anything.
 */
function ordered(members: readonly Json[]): Json | undefined {
  const distinct = distinctMembers(members);
  const catchAll = distinct.findIndex(isEmpty);
  if (catchAll === 0) return undefined;
  if (catchAll < 0) return distinct.length === 1 ? distinct[0] : { anyOf: distinct };
  const before = distinct.slice(0, catchAll);
  return { anyOf: [...before, { not: before.length === 1 ? before[0] : { anyOf: before } }] };
}

/** Rewrites every `anyOf` (a zod union) of a schema and its subschemas as `ordered` says. */
function logical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(logical);
  if (!isObject(value)) return value;
  const result: Json = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, logical(child)]));
  if (!Array.isArray(result.anyOf)) return result;
  const { anyOf, ...rest } = result;
  const union = ordered(anyOf as Json[]);
  if (!union) return rest;
  return Object.keys(rest).length === 0 ? union : { ...rest, ...('anyOf' in union ? union : { allOf: [union] }) };
}

/**
 * JSON Schema 2020-12 of what travels: what a caller sends and what a server answers are both the wire form, the
 * schema's input (a transform's output, e.g. an id string read as a number, never travels). A part zod cannot
 * express becomes `{}`.
 */
export function jsonSchema(schema: z.ZodType): Json {
  // The dialect is the document's (jsonSchemaDialect), not repeated in each of its hundreds of schemas.
  const result = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete result.$schema;
  return logical(result) as Json;
}
