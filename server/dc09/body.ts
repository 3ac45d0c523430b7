import { parseDc09Timestamp } from './timestamp.ts';

/** A message body in the clear: the data inside its brackets, its extended data blocks and its timestamp. */
export interface Dc09Body {
  /** Without the brackets, e.g. `#1234|Nri1/FA01` or `|1110 00 129`; empty for NULL. */
  data: string;
  extended: string[];
  timestamp: Date | undefined;
}

const BODY = /^([^[\]]*)\]((?:\[[^[\]]*\])*)(_.*)?$/;

/** Reads `data]` `[x]`... `_timestamp`, the body after the `[` (decrypted first when encrypted); undefined when malformed. */
export function readDc09Body(text: string): Dc09Body | undefined {
  const match = BODY.exec(text);
  if (!match) return undefined;
  const [, data, blocks, stamp] = match as unknown as [string, string, string, string | undefined];
  const timestamp = stamp === undefined ? undefined : parseDc09Timestamp(stamp);
  if (stamp !== undefined && !timestamp) return undefined;
  const extended = blocks === '' ? [] : blocks.slice(1, -1).split('][');
  return { data, extended, timestamp };
}

/** The account a body names in front of its data (`#1234|...`), for a sender that left it out of the header. */
export function bodyAccount(data: string): string | undefined {
  return /^#([0-9A-F]{3,16})\|/.exec(data)?.[1];
}
