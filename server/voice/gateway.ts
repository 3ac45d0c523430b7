import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { MediaLeg, type LegRecord } from './media-leg.ts';
import { InviteBudget } from './invite-budget.ts';
import { ClientMessageSchema, SignallingError, frame, type ClientMessage } from './pstream.ts';
import { DEFAULT_SIGNALLING_LIMITS, type SignallingLimits } from './signalling-limits.ts';
import { SignallingSockets, type Connection } from './signalling-sockets.ts';
import type { VoiceIdentity } from './voice-tokens.ts';

const HEARTBEAT_MS = 5000;
/** An invite nobody answers is cancelled after this (as a provider's dial timeout). */
const RING_TIMEOUT_MS = 60_000;

/** How the call service decides what the calls mean; the gateway only carries signalling and media. */
export interface GatewayHooks {
  /** A live token's operator, 'expired' or undefined (voice-tokens.ts). */
  resolveToken(token: string): Promise<VoiceIdentity | 'expired' | undefined>;
  /**
   * The softphone places a call (an invite with its custom parameters, e.g. To and GlobalAlarmId): the call's sid,
   * and after how long the far end answers or is busy.
   */
  placeCall(caller: VoiceIdentity, params: URLSearchParams): Promise<{ callSid: string; answerAfterMs: number; busy: boolean }>;
  /** The leg is connected: the operator accepted an incoming leg, or the far end answered an outgoing one. */
  answered(callSid: string): Promise<void>;
  /** The operator sent DTMF digits on the call (signalling or RTP telephone events), in the order they came. */
  digits(callSid: string, digits: string): Promise<void>;
  /** The operator's leg ended: hung up by the operator, rejected, not answered, busy, or ended by the gateway. */
  ended(callSid: string, how: 'hangup' | 'rejected' | 'busy' | 'gateway'): Promise<void>;
}

/** What a test reads about one call (GET /api/dev/voice/calls/:callsid). */
export interface CallRecording extends LegRecord {
  state: 'ringing' | 'open' | 'ended';
}

interface Leg {
  callSid: string;
  identity: string;
  /** Incoming: the invite went to these softphones (the first to answer takes it). Outgoing: the one that called. */
  connections: Set<Connection>;
  media: MediaLeg;
  recording: CallRecording;
  state: 'ringing' | 'open' | 'ended';
  timer?: NodeJS.Timeout;
}

/**
 * The reference voice provider's signalling endpoint (`/api/voice/signal`, the voice SDK's `chunderw`): Devices
 * listen with a voice token and register; calls to an operator are invites to every registered softphone of that
 * identity, the first to answer takes the call and the others get `cancel`; calls from the softphone are answered
 * by the demo person after a delay, or busy. Each leg's media is a werift peer (media-leg.ts). Who may hold a
 * socket is decided by signalling-sockets.ts; every listening token is resolved again before a ring and every
 * `recheckTokensMs`.
 */
export class VoiceGateway {
  private readonly sockets: SignallingSockets;
  private readonly legs = new Map<string, Leg>();
  private readonly recordings = new Map<string, CallRecording>();
  private readonly invites: InviteBudget;
  private readonly recheck: NodeJS.Timeout;

  constructor(
    private readonly hooks: GatewayHooks,
    private readonly log: FastifyBaseLogger,
    /** The media peers' only host addresses (default: the machine's IPv4 interfaces, see media-leg.ts). */
    private readonly hostAddresses?: readonly string[],
    private readonly limits: SignallingLimits = DEFAULT_SIGNALLING_LIMITS,
  ) {
    this.sockets = new SignallingSockets(limits);
    this.invites = new InviteBudget(limits.invitesPerMinute);
    this.recheck = setInterval(() => {
      for (const connection of this.sockets.listening()) {
        this.stillLive(connection).catch((err: unknown) => this.log.warn({ err }, 'voice token check failed'));
      }
    }, limits.recheckTokensMs).unref();
  }

  /** A new signalling socket from the client address group `address` (registered by the websocket route). */
  attach(socket: WebSocket, address: string): void {
    const connection = this.sockets.add(socket, address);
    if (!connection) return;
    // The SDK reconnects when it hears nothing for 15 s; it answers each heartbeat with one of its own.
    const heartbeat = setInterval(() => {
      if (!this.sockets.closeIfIdle(connection)) socket.send('\n');
    }, HEARTBEAT_MS);
    socket.on('message', (data) => {
      connection.heardAt = Date.now();
      void this.onMessage(connection, String(data)).catch((err: unknown) => this.log.warn({ err }, 'voice signalling message failed'));
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      this.sockets.remove(connection);
      for (const leg of this.legs.values()) {
        leg.connections.delete(connection);
        if (leg.connections.size === 0) void this.endLeg(leg, 'gateway');
      }
    });
  }

  /** Whether an operator's softphone is registered (can be rung). */
  isRegistered(identity: string): boolean {
    return this.sockets.of(identity).some((c) => c.registered);
  }

  /** Whether a signalling socket may open from the client address group `address` (else 429 before the upgrade). */
  admits(address: string): boolean {
    return this.sockets.admits(address);
  }

  /** Logins that ended: their softphones' sockets close (services/tokens.ts, through the cluster bus). */
  closeFamilies(familyIds: readonly string[]): void {
    this.sockets.closeFamilies(familyIds);
  }

  /**
   * Rings the operator's registered softphones with a new leg of `callSid` (an incoming call, or a take). False
   * when no softphone of the operator is registered.
   */
  async ring(identity: string, call: { callSid: string; from: string; to: string; params: Record<string, string> }): Promise<boolean> {
    const registered = this.sockets.of(identity).filter((c) => c.registered);
    // A token revoked or expired since its listen must not be rung (its login may have ended on another instance).
    const live = await Promise.all(registered.map((c) => this.stillLive(c)));
    const targets = registered.filter((c, i) => live[i] && c.registered);
    if (!targets.length) return false;
    const recording = this.recording(call.callSid);
    const media = this.mediaLeg(call.callSid, recording);
    const leg: Leg = { callSid: call.callSid, identity, connections: new Set(targets), media, recording, state: 'ringing' };
    this.replaceLeg(leg);
    const sdp = await media.offer();
    if (leg.state !== 'ringing') return true;
    const parameters = { CallSid: call.callSid, From: call.from, To: call.to, AccountSid: 'AC-reference', Params: new URLSearchParams(call.params).toString() };
    for (const target of targets) this.send(target, 'invite', { callsid: call.callSid, sdp, parameters });
    leg.timer = setTimeout(() => this.hangup(call.callSid), RING_TIMEOUT_MS);
    return true;
  }

  /** The far end hangs up (a party left, a conference was left, a call was finished by the server). */
  hangup(callSid: string): void {
    const leg = this.legs.get(callSid);
    if (!leg || leg.state === 'ended') return;
    for (const connection of leg.connections) this.send(connection, leg.state === 'ringing' ? 'cancel' : 'hangup', { callsid: callSid });
    void this.endLeg(leg, 'gateway');
  }

  /** Held: the party hears nothing (the leg itself is hung up by the softphone next). */
  hold(callSid: string): void {
    this.legs.get(callSid)?.media.setSpeaking(false);
  }

  recordingOf(callSid: string): CallRecording | undefined {
    return this.recordings.get(callSid);
  }

  close(): void {
    clearInterval(this.recheck);
    for (const leg of this.legs.values()) leg.media.close();
    this.sockets.closeAll();
    this.legs.clear();
  }

  /** Resolves the socket's token again; one that no longer holds unbinds the socket (and says why). */
  private async stillLive(connection: Connection): Promise<boolean> {
    const { token } = connection;
    if (token === undefined) return false;
    const identity = await this.hooks.resolveToken(token);
    // The socket listened again meanwhile: the newer listen decides.
    if (connection.token !== token) return connection.identity !== undefined;
    if (identity && identity !== 'expired') return true;
    this.refuse(connection, identity);
    return false;
  }

  private refuse(connection: Connection, identity: 'expired' | undefined): void {
    this.send(connection, 'error', { error: identity === 'expired' ? SignallingError.tokenExpired : SignallingError.tokenInvalid });
    this.sockets.unbind(connection, identity === 'expired' ? 'expired' : 'invalid');
  }

  private recording(callSid: string): CallRecording {
    let recording = this.recordings.get(callSid);
    if (!recording) {
      recording = { dtmf: '', operatorAudioPackets: 0, operatorAudioLevel: 0, personAudioPackets: 0, state: 'ringing' };
      this.recordings.set(callSid, recording);
      // Keep the last 200 calls' recordings for tests and the demo.
      if (this.recordings.size > 200) this.recordings.delete(this.recordings.keys().next().value!);
    }
    recording.state = 'ringing';
    return recording;
  }

  private replaceLeg(leg: Leg): void {
    const previous = this.legs.get(leg.callSid);
    if (previous) {
      clearTimeout(previous.timer);
      previous.media.close();
    }
    this.legs.set(leg.callSid, leg);
  }

  private send(connection: Connection, type: string, payload: Record<string, unknown>): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame(type, payload));
  }

  private async onMessage(connection: Connection, text: string): Promise<void> {
    if (text === '\n') return;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = ClientMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'listen') return this.listen(connection, message.payload.token);
    const identity = connection.identity;
    if (!identity) {
      this.send(connection, 'error', { error: SignallingError.tokenInvalid });
      return;
    }
    return this.onCallMessage(connection, identity, message);
  }

  private async listen(connection: Connection, token: string): Promise<void> {
    const identity = await this.hooks.resolveToken(token);
    if (!identity || identity === 'expired') {
      this.refuse(connection, identity);
      return;
    }
    this.sockets.bind(connection, identity, token);
    this.send(connection, 'connected', { region: 'reference', edge: 'reference', home: 'reference', token: { identity: identity.identity, ttl: identity.ttl } });
  }

  private async onCallMessage(connection: Connection, identity: VoiceIdentity, message: Exclude<ClientMessage, { type: 'listen' }>): Promise<void> {
    switch (message.type) {
      case 'register':
        connection.registered = message.payload.media.audio;
        this.send(connection, connection.registered ? 'ready' : 'offline', {});
        return;
      case 'invite':
        // A signalling reconnect of a live call (the gateway never hands out reconnect tokens): end it.
        if (message.payload.reconnect !== undefined) {
          this.send(connection, 'hangup', { callsid: message.payload.callsid });
          return;
        }
        return this.placeCall(connection, identity, message.payload.callsid, message.payload.sdp, message.payload.twilio?.params ?? '');
      case 'answer':
        return this.answer(connection, message.payload.callsid, message.payload.sdp);
      case 'hangup':
      case 'reject': {
        const leg = this.legOf(connection, message.payload.callsid);
        if (leg) {
          for (const other of leg.connections) if (other !== connection) this.send(other, 'cancel', { callsid: leg.callSid });
          await this.endLeg(leg, message.type === 'reject' ? 'rejected' : 'hangup');
        }
        return;
      }
      case 'dtmf':
        this.legOf(connection, message.payload.callsid)?.media.addDigits(message.payload.dtmf);
        return;
      case 'message':
        this.send(connection, 'ack', { acktype: 'message', callsid: message.payload.callsid, voiceeventsid: message.payload.voiceeventsid });
        return;
      case 'reinvite':
        // ICE restarts are not supported: the leg ends as a real gateway ends a leg it cannot renegotiate.
        if (this.legOf(connection, message.payload.callsid)) this.hangup(message.payload.callsid);
        return;
    }
  }

  /** The leg of `callSid` when this socket is on it: a socket acts only on its own calls. */
  /** A leg's media, whose digits reach the call service in the order they arrive. */
  private mediaLeg(callSid: string, recording: CallRecording): MediaLeg {
    let told = Promise.resolve();
    return new MediaLeg(recording, this.hostAddresses, (digits) => {
      told = told.then(() => this.hooks.digits(callSid, digits)).catch((err: unknown) => this.log.warn({ err }, 'voice digits not logged'));
    });
  }

  private legOf(connection: Connection, callSid: string | undefined): Leg | undefined {
    const leg = callSid === undefined ? undefined : this.legs.get(callSid);
    return leg?.connections.has(connection) ? leg : undefined;
  }

  /** Each invite builds a media peer and a call: capped per identity by open legs and per minute. */
  private mayInvite(identity: VoiceIdentity): boolean {
    const open = [...this.legs.values()].filter((leg) => leg.identity === identity.identity).length;
    return open < this.limits.openLegsPerIdentity && this.invites.take(identity.identity);
  }

  /** An invite from the softphone: the server's sid in `ringing`, then `answer` (or a busy hangup). */
  private async placeCall(connection: Connection, identity: VoiceIdentity, clientSid: string, offer: string, params: string): Promise<void> {
    if (!this.mayInvite(identity)) {
      this.send(connection, 'hangup', { callsid: clientSid, error: SignallingError.unavailable });
      return;
    }
    let plan: Awaited<ReturnType<GatewayHooks['placeCall']>>;
    try {
      plan = await this.hooks.placeCall(identity, new URLSearchParams(params));
    } catch (err) {
      this.send(connection, 'hangup', { callsid: clientSid, error: SignallingError.unavailable });
      throw err;
    }
    const recording = this.recording(plan.callSid);
    const media = this.mediaLeg(plan.callSid, recording);
    const leg: Leg = { callSid: plan.callSid, identity: identity.identity, connections: new Set([connection]), media, recording, state: 'ringing' };
    this.replaceLeg(leg);
    media.setSpeaking(false);
    const answer = await media.answer(offer);
    // The SDK takes the server's sid from the first frame about the call it placed.
    this.send(connection, 'ringing', { callsid: plan.callSid });
    leg.timer = setTimeout(() => {
      if (leg.state !== 'ringing') return;
      if (plan.busy) {
        this.send(connection, 'hangup', { callsid: plan.callSid, error: SignallingError.busy });
        void this.endLeg(leg, 'busy');
        return;
      }
      leg.state = 'open';
      recording.state = 'open';
      media.setSpeaking(true);
      // The call is recorded as answered before the softphone hears of it: a hang-up right after the answer then
      // ends an answered call (done the other way round, the answer could be stored after the hang-up).
      void this.hooks.answered(plan.callSid).finally(() => this.send(connection, 'answer', { callsid: plan.callSid, sdp: answer }));
    }, plan.answerAfterMs);
  }

  private async answer(connection: Connection, callSid: string, sdp: string): Promise<void> {
    const leg = this.legs.get(callSid);
    if (!leg || leg.state !== 'ringing' || !leg.connections.has(connection)) return;
    clearTimeout(leg.timer);
    leg.state = 'open';
    leg.recording.state = 'open';
    for (const other of leg.connections) if (other !== connection) this.send(other, 'cancel', { callsid: callSid });
    leg.connections = new Set([connection]);
    await leg.media.accept(sdp);
    await this.hooks.answered(callSid);
  }

  private async endLeg(leg: Leg, how: 'hangup' | 'rejected' | 'busy' | 'gateway'): Promise<void> {
    if (leg.state === 'ended') return;
    leg.state = 'ended';
    clearTimeout(leg.timer);
    leg.media.close();
    leg.recording.state = 'ended';
    if (this.legs.get(leg.callSid) === leg) this.legs.delete(leg.callSid);
    await this.hooks.ended(leg.callSid, how);
  }
}
