/**
 * The audio codecs of an SDP offer's first audio section, in the offer's order of preference (its m-line's payload
 * types, named by their rtpmap lines), lower case: e.g. ['pcmu', 'opus', 'telephone-event'].
 */
export function offeredAudioCodecs(sdp: string): string[] {
  const lines = sdp.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith('m=audio '));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('m='));
  const section = lines.slice(start, end < 0 ? undefined : end);
  const names = new Map<string, string>();
  for (const line of section) {
    const rtpmap = /^a=rtpmap:(\d+) ([^/]+)\//.exec(line);
    if (rtpmap) names.set(rtpmap[1]!, rtpmap[2]!.toLowerCase());
  }
  const payloadTypes = lines[start]!.split(' ').slice(3);
  return [...new Set(payloadTypes.map((pt) => names.get(pt) ?? (pt === '0' ? 'pcmu' : '')).filter(Boolean))];
}

/** `ours` (lower-case codec names) ranked as the offer ranks them; codecs the offer lacks keep their place last. */
export function rankByOffer<T>(ours: readonly T[], nameOf: (codec: T) => string, offered: readonly string[]): T[] {
  const rank = (codec: T) => {
    const at = offered.indexOf(nameOf(codec));
    return at < 0 ? offered.length + ours.indexOf(codec) : at;
  };
  return [...ours].sort((a, b) => rank(a) - rank(b));
}
