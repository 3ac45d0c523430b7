import { describe, expect, it } from 'vitest';
import { offeredAudioCodecs, rankByOffer } from './codec-preference.ts';

const offer = (mline: string, maps: string[]) => ['v=0', 'm=audio 9 UDP/TLS/RTP/SAVPF ' + mline, ...maps.map((m) => `a=rtpmap:${m}`), 'm=video 9 UDP/TLS/RTP/SAVPF 96', 'a=rtpmap:96 VP8/90000'].join('\r\n');

describe('codec preference of an offer', () => {
  it('reads the audio codecs in the offer order, by their rtpmap names', () => {
    expect(offeredAudioCodecs(offer('0 111 126', ['111 opus/48000/2', '0 PCMU/8000', '126 telephone-event/8000']))).toEqual(['pcmu', 'opus', 'telephone-event']);
    expect(offeredAudioCodecs(offer('111 0', ['111 opus/48000/2']))).toEqual(['opus', 'pcmu']);
    expect(offeredAudioCodecs('v=0')).toEqual([]);
  });

  it('ranks the gateway codecs as the offer prefers them (CALL-50: opus or PCMU first)', () => {
    const ours = ['opus', 'pcmu', 'telephone-event'];
    expect(rankByOffer(ours, (c) => c, ['pcmu', 'opus', 'telephone-event'])).toEqual(['pcmu', 'opus', 'telephone-event']);
    expect(rankByOffer(ours, (c) => c, ['opus', 'pcmu'])).toEqual(['opus', 'pcmu', 'telephone-event']);
    expect(rankByOffer(ours, (c) => c, ['pcmu'])).toEqual(['pcmu', 'opus', 'telephone-event']);
  });
});
