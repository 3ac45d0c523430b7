import { encryptDc09 } from './aes.ts';
import { dc09Header, writeDc09Frame } from './frame.ts';
import { formatDc09Timestamp } from './timestamp.ts';

export interface Dc09Outgoing {
  token: 'SIA-DCS' | 'ADM-CID' | 'NULL';
  sequence: string;
  receiver?: string;
  prefix: string;
  account: string;
  /** Inside the brackets, e.g. `|Nri1/FA01` (empty for NULL). */
  data: string;
  timestamp?: Date;
  /** Encrypts the body (the `*` form); encrypted messages always carry their time. */
  key?: Buffer;
}

/** A message as an alarm unit sends it (the simulator, the tests and the bench are such senders). */
export function dc09Message(message: Dc09Outgoing): string {
  const { key } = message;
  const stamp = message.timestamp ? formatDc09Timestamp(message.timestamp) : '';
  const header = dc09Header(message.token, { ...message, receiver: message.receiver, encrypted: key !== undefined });
  return writeDc09Frame(header + (key ? encryptDc09(`${message.data}]${stamp}`, key) : `${message.data}]${stamp}`));
}
