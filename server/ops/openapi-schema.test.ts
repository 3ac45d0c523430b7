import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchema } from './openapi-schema.ts';

describe('the contract as others read it: the JSON Schema of a zod union says what the union takes, with no empty or repeated member', () => {
  const alarm = z.object({ AlarmId: z.number() });

  it('a catch-all option after others takes what they refuse: not them', () => {
    const answer = jsonSchema(z.union([alarm, z.unknown().transform(() => null)]));
    expect(answer).toEqual({ anyOf: [jsonSchema(alarm), { not: jsonSchema(alarm) }] });
  });

  it('a catch-all option first leaves a schema that takes anything', () => {
    expect(jsonSchema(z.object({ value: z.union([z.unknown(), z.number()]) })).properties).toEqual({ value: {} });
  });

  it('options of the same shape are one', () => {
    expect(jsonSchema(z.union([z.string(), z.string()]))).toEqual({ type: 'string' });
  });

  it('describes what travels: a transformed value in its sent form', () => {
    expect(jsonSchema(z.string().regex(/^\d+$/).transform(Number))).toEqual({ type: 'string', pattern: '^\\d+$' });
  });
});
