import type { PushBody } from './hub.ts';

/**
 * A push body serialised once for all its recipients: each frame is that JSON with the recipient's pushId and the
 * send time appended, the same text `JSON.stringify({ ...body, pushId, sentAt })` gives. Stringifying per socket
 * cost more than the rest of the fan-out.
 */
export function pushFramer(body: PushBody, sentAt: string): (pushId: number) => string {
  const head = `${JSON.stringify(body).slice(0, -1)},"pushId":`;
  const tail = `,"sentAt":${JSON.stringify(sentAt)}}`;
  return (pushId) => head + pushId + tail;
}
