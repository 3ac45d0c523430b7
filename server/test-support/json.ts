/**
 * A JSON value the server sent, as the tests read it: they probe answers and push messages field by field and let
 * `expect` check each field, so the parsed value is deliberately untyped (one place instead of an `any` per test).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: tests read server JSON without a schema
export type Json = any;
