/**
 * The event a message's data reports, as the mapping table keys it: a SIA code (`FA`, `WA`, `FR`...) or a Contact ID
 * event (`110`) with its qualifier (1 new event or opening, 3 restore or closing, 6 a previous event still present).
 */
export interface Dc09Event {
  kind: 'SIA' | 'CID';
  code: string;
  restore: boolean;
  /** Zone or user number, when the data names one. */
  zone: string;
}

const CONTACT_ID = /^(\d)(\d{3}) (\d{2}) (\d{3})$/;
const SIA_BLOCK = /^([A-Z]{2})([0-9A-Za-z ^.-]*)$/;

/** Reads the event of a SIA-DCS or ADM-CID message's data (`#acct|Nri1/WA000`, `|1110 00 129`); undefined when it names none. */
export function readDc09Event(token: string, data: string): Dc09Event | undefined {
  const payload = data.slice(data.indexOf('|') + 1);
  if (token === 'ADM-CID') {
    const match = CONTACT_ID.exec(payload);
    if (!match) return undefined;
    const [, qualifier, code, , zone] = match as unknown as [string, string, string, string, string];
    return { kind: 'CID', code, restore: qualifier === '3', zone };
  }
  // SIA: N (new) or O (old) first, then blocks split by `/`; lower-case ones (ri, ti, id, pi) are modifiers.
  for (const block of payload.replace(/^[NO]/, '').split('/')) {
    const match = SIA_BLOCK.exec(block);
    if (match) return { kind: 'SIA', code: match[1]!, restore: false, zone: match[2]!.trim() };
  }
  return undefined;
}
