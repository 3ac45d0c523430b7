import { dc09Crc } from './crc.ts';

/** What a DC-09 frame says in its header, its body (after `[`) still as sent: hex when encrypted. */
export interface Dc09Frame {
  /** The message id token without its `*`: SIA-DCS, ADM-CID, NULL, or one this receiver does not know. */
  token: string;
  encrypted: boolean;
  /** Four digits, 0000-9999, repeated by the sender when it sends a message again. */
  sequence: string;
  receiver: string | undefined;
  prefix: string;
  /** Hex digits; a sender may leave it out of the header and name it in the data (`[#1234|...`). */
  account: string | undefined;
  body: string;
}

export type FrameReading = { ok: true; frame: Dc09Frame } | { ok: false; reason: 'crc' | 'length' | 'format' };

const HEADER = /^"(\*?)([A-Z0-9-]{1,16})"(\d{4})(?:R([0-9A-F]{1,6}))?L([0-9A-F]{1,6})(?:#([0-9A-F]{3,16}))?\[(.*)$/;
const ENVELOPE = /^\n([0-9A-F]{4})0([0-9A-F]{3})("[\x20-\x7e]*)\r$/;

/** Reads one frame, `<LF><crc><0LLL>"id"seq R L #acct [body<CR>`: the CRC and length over the part from the first `"`. */
export function readDc09Frame(text: string): FrameReading {
  const envelope = ENVELOPE.exec(text);
  if (!envelope) return { ok: false, reason: 'format' };
  const [, crc, length, content] = envelope as unknown as [string, string, string, string];
  if (dc09Crc(content) !== crc) return { ok: false, reason: 'crc' };
  if (Number.parseInt(length, 16) !== content.length) return { ok: false, reason: 'length' };
  const header = HEADER.exec(content);
  if (!header) return { ok: false, reason: 'format' };
  const [, star, token, sequence, receiver, prefix, account, body] = header as unknown as [string, string, string, string, string | undefined, string, string | undefined, string];
  return { ok: true, frame: { token, encrypted: star === '*', sequence, receiver, prefix, account, body } };
}

/** Wraps a message's content (from its first `"`) in LF, CRC, length and CR. */
export function writeDc09Frame(content: string): string {
  return `\n${dc09Crc(content)}0${content.length.toString(16).toUpperCase().padStart(3, '0')}${content}\r`;
}

/** The header of a message or an answer, up to and including its `[`. */
export function dc09Header(token: string, frame: Pick<Dc09Frame, 'encrypted' | 'sequence' | 'receiver' | 'prefix' | 'account'>): string {
  const receiver = frame.receiver === undefined ? '' : `R${frame.receiver}`;
  const account = frame.account === undefined ? '' : `#${frame.account}`;
  return `"${frame.encrypted ? '*' : ''}${token}"${frame.sequence}${receiver}L${frame.prefix}${account}[`;
}
