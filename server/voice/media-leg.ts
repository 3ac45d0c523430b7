import { readFileSync } from 'node:fs';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RTP_EXTENSION_URI,
  RtpHeader,
  RtpPacket,
  TelephoneEventRtpPayload,
  useAudioLevelIndication,
  useOPUS,
  usePCMU,
} from 'werift';
import { offeredAudioCodecs, rankByOffer } from './codec-preference.ts';
import { muLawDecode } from './mu-law.ts';

/** What the gateway saw on one call leg (GET /api/dev/voice/calls/:callsid). */
export interface LegRecord {
  /** Digits from signalling `dtmf` messages and RFC 4733 telephone-event packets, in order. */
  dtmf: string;
  /** RTP audio packets received from the operator. */
  operatorAudioPackets: number;
  /**
   * Highest level of the operator's audio on a dB scale, 0 (-127 dBov, silence) to 1 (0 dBov): from the
   * ssrc-audio-level header extension (RFC 6464) when the browser sends it, else from the decoded PCMU samples.
   */
  operatorAudioLevel: number;
  /** RTP packets of the person's phrase sent to the operator. */
  personAudioPackets: number;
}

const TELEPHONE_EVENT = new RTCRtpCodecParameters({ mimeType: 'audio/telephone-event', clockRate: 8000, payloadType: 101 });
const DTMF_EVENTS = '0123456789*#ABCD';
/** Digits a leg records at most; later ones are dropped. */
const MAX_DTMF_DIGITS = 64;
const FRAME_MS = 20;

function phraseFrames(): { opus: Buffer[]; pcmu: Buffer[] } {
  const folder = new URL('./phrase/', import.meta.url);
  const opusFile = readFileSync(new URL('person.opus', folder));
  const opus: Buffer[] = [];
  for (let at = 0; at + 2 <= opusFile.length; ) {
    const length = opusFile.readUInt16BE(at);
    opus.push(opusFile.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  const pcmuFile = readFileSync(new URL('person.pcmu', folder));
  const pcmu: Buffer[] = [];
  for (let at = 0; at < pcmuFile.length; at += 160) pcmu.push(pcmuFile.subarray(at, at + 160));
  return { opus, pcmu };
}

let phrase: ReturnType<typeof phraseFrames> | undefined;

/** -dBov of a PCMU payload's peak sample (0 loudest, 127 silence), as ssrc-audio-level carries it. */
function pcmuDbov(payload: Buffer): number {
  let peak = 0;
  for (const byte of payload) peak = Math.max(peak, Math.abs(muLawDecode(byte)));
  return peak === 0 ? 127 : Math.min(127, -20 * Math.log10(peak / 32768));
}

/**
 * One call leg's media: a werift peer (ICE lite, so the browser's checks reveal its address even though the voice
 * SDK sends its SDP before any candidate is gathered), the demo person's phrase looped to the operator as RTP every
 * 20 ms in the negotiated codec (Opus or PCMU, whichever the offer prefers), and a record of what came back.
 * Non-trickle: an SDP leaves only once gathering is complete, with every candidate in it.
 */
export class MediaLeg {
  private readonly pc: RTCPeerConnection;
  private readonly track = new MediaStreamTrack({ kind: 'audio' });
  private timer: NodeJS.Timeout | undefined;
  private speaking = true;
  private lastEvent = -1;

  /**
   * `record` is updated as packets and digits arrive (a take's new leg adds to its call's record). `hostAddresses`:
   * the only addresses offered; none given: the machine's IPv4 interfaces (not IPv6 as well: with both the
   * browser may nominate one pair while its DTLS handshake arrives on another).
   */
  constructor(
    private readonly record: LegRecord,
    hostAddresses: readonly string[] | undefined,
    /** Told each digit the record keeps, as it arrives (the call's log names what the operator sent). */
    private readonly onDigits: (digits: string) => void = () => undefined,
  ) {
    this.pc = new RTCPeerConnection({
      iceLite: true,
      iceUseIpv6: false,
      ...(hostAddresses?.length ? { iceUseIpv4: false, iceAdditionalHostAddresses: [...hostAddresses] } : {}),
      codecs: { audio: [useOPUS(), usePCMU(), TELEPHONE_EVENT] },
      headerExtensions: { audio: [useAudioLevelIndication()] },
    });
    this.pc.addTransceiver(this.track, { direction: 'sendrecv' });
    this.pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((rtp, extensions) => this.received(rtp, extensions));
    });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.startSending();
    });
  }

  /** Answers a browser's offer (an outgoing call); resolves with the complete answer SDP. */
  async answer(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    // werift answers in its own order; the browser's codec preference (TWILLIO_CODEC_LIST) decides instead.
    const offered = offeredAudioCodecs(offerSdp);
    for (const transceiver of this.pc.getTransceivers()) {
      transceiver.setCodecPreferences(rankByOffer(transceiver.codecs, (c) => c.mimeType.split('/')[1]!.toLowerCase(), offered));
    }
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.gathered();
  }

  /** Makes the offer of a call to the operator (an incoming call); resolves with the complete offer SDP. */
  async offer(): Promise<string> {
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.gathered();
  }

  async accept(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  /** A `dtmf` signalling message. */
  addDigits(digits: string): void {
    // Menus and PINs are a few keys: a client looping dtmf frames must not grow the record (or the log) without bound.
    const kept = (this.record.dtmf + [...digits].filter((digit) => DTMF_EVENTS.includes(digit)).join('')).slice(0, MAX_DTMF_DIGITS);
    const added = kept.slice(this.record.dtmf.length);
    this.record.dtmf = kept;
    if (added) this.onDigits(added);
  }

  /** Held or ringing: the person hears nothing and says nothing; true: the phrase loops again. */
  setSpeaking(speaking: boolean): void {
    this.speaking = speaking;
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    void this.pc.close();
  }

  private async gathered(): Promise<string> {
    if (this.pc.iceGatheringState !== 'complete') await this.pc.iceGatheringStateChange.watch((state) => state === 'complete');
    return this.pc.localDescription!.sdp;
  }

  private received(rtp: RtpPacket, extensions?: Record<string, unknown>): void {
    const codec = this.codecOf(rtp.header.payloadType);
    if (codec === 'telephone-event') {
      this.telephoneEvent(rtp.payload);
      return;
    }
    this.record.operatorAudioPackets += 1;
    const header = extensions?.[RTP_EXTENSION_URI.audioLevelIndication] as { level: number } | undefined;
    const dbov = header ? header.level : codec === 'pcmu' ? pcmuDbov(rtp.payload) : 127;
    this.record.operatorAudioLevel = Math.max(this.record.operatorAudioLevel, Math.round((1 - dbov / 127) * 1000) / 1000);
  }

  /** RFC 4733: one digit per event, counted once at its first packet (retransmitted end packets ignored). */
  private telephoneEvent(payload: Buffer): void {
    const event = TelephoneEventRtpPayload.deSerialize(payload);
    if (event.end) {
      this.lastEvent = -1;
      return;
    }
    if (event.event === this.lastEvent) return;
    this.lastEvent = event.event;
    const digit = DTMF_EVENTS[event.event];
    if (digit) this.addDigits(digit);
  }

  private codecOf(payloadType: number): 'opus' | 'pcmu' | 'telephone-event' | undefined {
    const codec = this.pc.getTransceivers()[0]?.codecs.find((c) => c.payloadType === payloadType);
    const name = codec?.mimeType.toLowerCase();
    return name === 'audio/opus' ? 'opus' : name === 'audio/pcmu' ? 'pcmu' : name === 'audio/telephone-event' ? 'telephone-event' : undefined;
  }

  /** The phrase in the first negotiated audio codec, 20 ms a packet, looped while the person speaks. */
  private startSending(): void {
    if (this.timer) return;
    phrase ??= phraseFrames();
    const codecs = this.pc.getTransceivers()[0]?.codecs ?? [];
    const codec = codecs.find((c) => /^audio\/(opus|pcmu)$/i.test(c.mimeType));
    if (!codec) return;
    const opus = /opus/i.test(codec.mimeType);
    const frames = opus ? phrase.opus : phrase.pcmu;
    const silence = opus ? Buffer.from([0xf8, 0xff, 0xfe]) : Buffer.alloc(160, 0xff);
    const step = (codec.clockRate * FRAME_MS) / 1000;
    let index = 0;
    let sequenceNumber = Math.floor(Math.random() * 0xffff);
    let timestamp = Math.floor(Math.random() * 0xffffffff);
    this.timer = setInterval(() => {
      const payload = this.speaking ? frames[index % frames.length]! : silence;
      index += 1;
      sequenceNumber = (sequenceNumber + 1) & 0xffff;
      timestamp = (timestamp + step) >>> 0;
      const header = new RtpHeader({ payloadType: codec.payloadType, sequenceNumber, timestamp, marker: index === 1 });
      this.track.writeRtp(new RtpPacket(header, payload));
      this.record.personAudioPackets += 1;
    }, FRAME_MS);
  }
}
