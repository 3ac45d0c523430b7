import type { FastifyBaseLogger } from 'fastify';
import type { GatewayHooks, LegEnd } from './gateway-hooks.ts';
import { MediaLeg, type LegRecord } from './media-leg.ts';
import type { Connection } from './signalling-sockets.ts';

/** What a test reads about one call (GET /api/dev/voice/calls/:callsid). */
export interface CallRecording extends LegRecord {
  state: 'ringing' | 'open' | 'ended';
}

/** The gateway's half of a call: the operator's softphones it rings or talks to, and its media. */
export interface Leg {
  callSid: string;
  identity: string;
  /** Incoming: the invite went to these softphones (the first to answer takes it). Outgoing: the one that called. */
  connections: Set<Connection>;
  media: MediaLeg;
  recording: CallRecording;
  state: 'ringing' | 'open' | 'ended';
  timer?: NodeJS.Timeout;
}

/** Recordings kept for tests and the demo: the last calls'. */
const RECORDINGS_KEPT = 200;

/**
 * The gateway's legs, one per call sid (a new leg of a call, a take, replaces the last), each with a werift media
 * peer (media-leg.ts) whose digits reach the calls in the order they arrive, and the recordings of the last calls.
 */
export class CallLegs {
  private readonly legs = new Map<string, Leg>();
  private readonly recordings = new Map<string, CallRecording>();

  constructor(
    private readonly hooks: Pick<GatewayHooks, 'digits' | 'ended'>,
    private readonly log: FastifyBaseLogger,
    /** The media peers' only host addresses (default: the machine's IPv4 interfaces, see media-leg.ts). */
    private readonly hostAddresses?: readonly string[],
  ) {}

  /** A new ringing leg of `callSid` on these softphones, replacing the call's previous leg. */
  open(callSid: string, identity: string, connections: Set<Connection>): Leg {
    const recording = this.recording(callSid);
    const leg: Leg = { callSid, identity, connections, media: this.mediaLeg(callSid, recording), recording, state: 'ringing' };
    const previous = this.legs.get(callSid);
    if (previous) {
      clearTimeout(previous.timer);
      previous.media.close();
    }
    this.legs.set(callSid, leg);
    return leg;
  }

  get(callSid: string): Leg | undefined {
    return this.legs.get(callSid);
  }

  /** The leg of `callSid` when this socket is on it: a socket acts only on its own calls. */
  of(connection: Connection, callSid: string | undefined): Leg | undefined {
    const leg = callSid === undefined ? undefined : this.legs.get(callSid);
    return leg?.connections.has(connection) ? leg : undefined;
  }

  /** How many legs an identity has up. */
  countOf(identity: string): number {
    return [...this.legs.values()].filter((leg) => leg.identity === identity).length;
  }

  recordingOf(callSid: string): CallRecording | undefined {
    return this.recordings.get(callSid);
  }

  /** A socket closed: it leaves its legs, and a leg left with no socket ends. */
  leave(connection: Connection): void {
    for (const leg of this.legs.values()) {
      leg.connections.delete(connection);
      if (leg.connections.size === 0) void this.end(leg, 'gateway');
    }
  }

  async end(leg: Leg, how: LegEnd): Promise<void> {
    if (leg.state === 'ended') return;
    leg.state = 'ended';
    clearTimeout(leg.timer);
    leg.media.close();
    leg.recording.state = 'ended';
    if (this.legs.get(leg.callSid) === leg) this.legs.delete(leg.callSid);
    await this.hooks.ended(leg.callSid, how);
  }

  close(): void {
    for (const leg of this.legs.values()) leg.media.close();
    this.legs.clear();
  }

  private recording(callSid: string): CallRecording {
    let recording = this.recordings.get(callSid);
    if (!recording) {
      recording = { dtmf: '', operatorAudioPackets: 0, operatorAudioLevel: 0, personAudioPackets: 0, state: 'ringing' };
      this.recordings.set(callSid, recording);
      if (this.recordings.size > RECORDINGS_KEPT) this.recordings.delete(this.recordings.keys().next().value!);
    }
    recording.state = 'ringing';
    return recording;
  }

  private mediaLeg(callSid: string, recording: CallRecording): MediaLeg {
    let told = Promise.resolve();
    return new MediaLeg(recording, this.hostAddresses, (digits) => {
      told = told.then(() => this.hooks.digits(callSid, digits)).catch((err: unknown) => this.log.warn({ err }, 'voice digits not logged'));
    });
  }
}
