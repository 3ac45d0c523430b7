import fc from 'fast-check';

/** A JSON Schema (2020-12) as z.toJSONSchema writes it, the parts a request generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

const MAX_INT = 2 ** 31 - 1;

/**
 * Values a schema accepts (as far as its keywords say: patterns are not followed), near its bounds as often as in
 * between. A schema without a type (any) gives any JSON value.
 */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200), unit: 'grapheme' });
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -MAX_INT), -MAX_INT);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : MAX_INT), MAX_INT);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), fc.integer({ min: Math.max(min, 0), max: Math.min(max, 300) }));
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(validValue(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value, depth + 1)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Nesting deeper than any parser should follow: [[[…]]]. */
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** What goes wrong at a boundary: another type, an empty or absurd value, a huge or deeply nested one, odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', -1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, '1e308', 'NaN', 'null', 'undefined', true, [], {}, '0x10', ' 1', '１２'),
  fc.constantFrom('\u0000', '\ud800', '%00', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '${jndi:x}', '\u202e', '🚑'.repeat(500)),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.constant(JSON.parse(deep(200)) as unknown),
);

/** A value for a schema: mostly valid (so requests reach the handlers), a third hostile. */
export function requestValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: validValue(schema) }, { weight: 1, arbitrary: hostileValue });
}

/** Whole bodies that are not what the content type says, or not text at all. */
export const brokenBody: fc.Arbitrary<{ contentType: string; body: string | Uint8Array }> = fc.oneof(
  fc.record({ contentType: fc.constant('application/json'), body: fc.constantFrom('{', '{"a":', '[1,2', 'nul', '"\\ud800"', deep(5000), `{"x":"${'a'.repeat(3_000_000)}"}`) }),
  fc.record({ contentType: fc.constant('application/json'), body: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
  fc.record({ contentType: fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml'), body: fc.string({ maxLength: 200 }) }),
);
