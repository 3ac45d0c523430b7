import WebSocket from 'ws';
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket, TelephoneEventRtpPayload, usePCMU } from 'werift';
import { muLawEncode } from '../voice/mu-law.ts';

interface Frame {
  type: string;
  payload: Record<string, unknown>;
}

const TELEPHONE_EVENT = new RTCRtpCodecParameters({ mimeType: 'audio/telephone-event', clockRate: 8000, payloadType: 101 });

/**
 * A softphone for tests: the voice SDK's PStream 1.6 over a websocket and a werift peer (PCMU, telephone-event),
 * standing in for `@twilio/voice-sdk` in Chromium. It answers and places calls, speaks a 440 Hz tone, sends DTMF
 * both ways (signalling and RFC 4733) and counts the packets it hears.
 */
export class TestSoftphone {
  readonly frames: Frame[] = [];
  receivedPackets = 0;
  /** Resolves with the close code when the socket closes. */
  readonly closed: Promise<number>;
  private readonly waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private pc: RTCPeerConnection | undefined;
  private readonly track = new MediaStreamTrack({ kind: 'audio' });
  private timer: NodeJS.Timeout | undefined;
  private sequenceNumber = 1;
  private timestamp = 0;

  private constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data) => {
      // Heartbeats are answered in kind, as the SDK's WSTransport does.
      if (String(data) === '\n') {
        socket.send('\n');
        return;
      }
      const frame = JSON.parse(String(data)) as Frame;
      this.frames.push(frame);
      for (const waiter of [...this.waiters]) {
        if (waiter.match(frame)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
      }
    });
  }

  /** Opens the signalling socket and listens with the voice token (resolves on `connected` or `error`). */
  static async connect(base: string, token: string): Promise<{ phone: TestSoftphone; first: Frame }> {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/voice/signal`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const phone = new TestSoftphone(socket);
    const first = phone.next((f) => f.type === 'connected' || f.type === 'error');
    phone.send('listen', { token, browserinfo: { p: 'node' }, reconnectTimeout: 0 });
    return { phone, first: await first };
  }

  next(match: (f: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such signalling frame in time')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(f), 1);
          resolve(f);
        },
      });
    });
  }

  nextOf(type: string, callSid?: string, timeoutMs?: number): Promise<Frame> {
    return this.next((f) => f.type === type && (callSid === undefined || f.payload.callsid === callSid), timeoutMs);
  }

  send(type: string, payload: Record<string, unknown>): void {
    this.socket.send(JSON.stringify({ type, version: '1.6', payload }));
  }

  async register(): Promise<void> {
    const ready = this.nextOf('ready');
    this.send('register', { media: { audio: true } });
    await ready;
  }

  /** Accepts an `invite` from the gateway: answers its offer and starts speaking once connected. */
  async answer(invite: Frame): Promise<void> {
    const pc = this.peer();
    await pc.setRemoteDescription({ type: 'offer', sdp: String(invite.payload.sdp) });
    const [transceiver] = pc.getTransceivers();
    await transceiver!.sender.replaceTrack(this.track);
    transceiver!.setDirection('sendrecv');
    await pc.setLocalDescription(await pc.createAnswer());
    this.send('answer', { callsid: invite.payload.callsid, sdp: pc.localDescription!.sdp });
  }

  /** Places a call with the softphone's custom parameters; resolves with the server's sid from `ringing`. */
  async call(params: Record<string, string>): Promise<string> {
    const pc = this.peer();
    pc.addTransceiver(this.track, { direction: 'sendrecv' });
    await pc.setLocalDescription(await pc.createOffer());
    const ringing = this.nextOf('ringing');
    this.send('invite', { callsid: 'TJSlocal', sdp: pc.localDescription!.sdp, twilio: { params: new URLSearchParams(params).toString() } });
    return String((await ringing).payload.callsid);
  }

  /** The far end answered an outgoing call: take its SDP. */
  async accept(answer: Frame): Promise<void> {
    await this.pc!.setRemoteDescription({ type: 'answer', sdp: String(answer.payload.sdp) });
  }

  /**
   * A digit as RFC 4733 telephone-event packets (two, then three end packets, as browsers send). werift's sender
   * stamps every packet with its primary codec, so the event codec is put in place for each send.
   */
  async sendTelephoneEvent(digit: string): Promise<void> {
    const transceiver = this.pc!.getTransceivers()[0]!;
    const sender = transceiver.sender;
    const primary = sender.codec;
    const eventCodec = transceiver.codecs.find((c) => /telephone-event/i.test(c.mimeType))!;
    const event = '0123456789*#'.indexOf(digit);
    const timestamp = this.timestamp;
    for (const [end, duration] of [[false, 160], [false, 320], [true, 480], [true, 480], [true, 480]] as const) {
      const payload = new TelephoneEventRtpPayload({ event, end, volume: 10, duration }).serialize();
      this.sequenceNumber += 1;
      sender.codec = eventCodec;
      const sent = sender.sendRtp(new RtpPacket(new RtpHeader({ payloadType: eventCodec.payloadType, sequenceNumber: this.sequenceNumber, timestamp }), payload));
      sender.codec = primary;
      await sent;
    }
  }

  hangup(callSid: string): void {
    this.send('hangup', { callsid: callSid });
    this.stopMedia();
  }

  async close(): Promise<void> {
    this.stopMedia();
    this.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private peer(): RTCPeerConnection {
    this.stopMedia();
    const pc = new RTCPeerConnection({ codecs: { audio: [usePCMU(), TELEPHONE_EVENT] }, iceAdditionalHostAddresses: ['127.0.0.1'] });
    pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (this.receivedPackets += 1)));
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.speak();
    });
    this.pc = pc;
    return pc;
  }

  /** A 440 Hz tone at half scale, 20 ms PCMU packets. */
  private speak(): void {
    let phase = 0;
    this.timer = setInterval(() => {
      const payload = Buffer.alloc(160);
      for (let i = 0; i < 160; i += 1, phase += 1) payload[i] = muLawEncode(Math.round(16384 * Math.sin((2 * Math.PI * 440 * phase) / 8000)));
      this.sequenceNumber += 1;
      this.timestamp += 160;
      this.track.writeRtp(new RtpPacket(new RtpHeader({ payloadType: 0, sequenceNumber: this.sequenceNumber, timestamp: this.timestamp }), payload));
    }, 20);
  }

  private stopMedia(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    void this.pc?.close();
    this.pc = undefined;
  }
}
