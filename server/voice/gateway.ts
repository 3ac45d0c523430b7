import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { CallLegs, type CallRecording } from './call-legs.ts';
import type { GatewayHooks } from './gateway-hooks.ts';
import { ClientMessageSchema, SignallingError, type ClientMessage } from './pstream.ts';
import { DEFAULT_SIGNALLING_LIMITS, type SignallingLimits } from './signalling-limits.ts';
import { SignallingSockets, sendFrame, type Connection } from './signalling-sockets.ts';
import { SoftphoneInvites } from './softphone-invites.ts';
import type { VoiceIdentity } from './voice-tokens.ts';

const HEARTBEAT_MS = 5000;
/** An invite nobody answers is cancelled after this (as a provider's dial timeout). */
const RING_TIMEOUT_MS = 60_000;

/**
 * The reference voice provider's signalling endpoint (`/api/voice/signal`, the voice SDK's `chunderw`): Devices
 * listen with a voice token and register; calls to an operator are invites to every registered softphone of that
 * identity, the first to answer takes the call and the others get `cancel`; calls from the softphone are answered
 * by the far end after a delay, or busy (softphone-invites.ts). Each call's leg has a werift media peer
 * (call-legs.ts). Who may hold a socket is decided by signalling-sockets.ts; every listening token is resolved again
 * before a ring and every `recheckTokensMs`.
 */
export class VoiceGateway {
  private readonly sockets: SignallingSockets;
  private readonly legs: CallLegs;
  private readonly invites: SoftphoneInvites;
  private readonly recheck: NodeJS.Timeout;

  constructor(
    private readonly hooks: GatewayHooks,
    private readonly log: FastifyBaseLogger,
    /** The media peers' only host addresses (default: the machine's IPv4 interfaces, see media-leg.ts). */
    hostAddresses?: readonly string[],
    limits: SignallingLimits = DEFAULT_SIGNALLING_LIMITS,
  ) {
    this.sockets = new SignallingSockets(limits);
    this.legs = new CallLegs(hooks, log, hostAddresses);
    this.invites = new SoftphoneInvites(hooks, this.legs, limits);
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
      this.legs.leave(connection);
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
    const leg = this.legs.open(call.callSid, identity, new Set(targets));
    const sdp = await leg.media.offer();
    if (leg.state !== 'ringing') return true;
    const parameters = { CallSid: call.callSid, From: call.from, To: call.to, AccountSid: 'AC-reference', Params: new URLSearchParams(call.params).toString() };
    for (const target of targets) sendFrame(target, 'invite', { callsid: call.callSid, sdp, parameters });
    leg.timer = setTimeout(() => this.hangup(call.callSid), RING_TIMEOUT_MS);
    return true;
  }

  /** The far end hangs up (a party left, a conference was left, a call was finished by the server). */
  hangup(callSid: string): void {
    const leg = this.legs.get(callSid);
    if (!leg || leg.state === 'ended') return;
    for (const connection of leg.connections) sendFrame(connection, leg.state === 'ringing' ? 'cancel' : 'hangup', { callsid: callSid });
    void this.legs.end(leg, 'gateway');
  }

  /** Held: the party hears nothing (the leg itself is hung up by the softphone next). */
  hold(callSid: string): void {
    this.legs.get(callSid)?.media.setSpeaking(false);
  }

  recordingOf(callSid: string): CallRecording | undefined {
    return this.legs.recordingOf(callSid);
  }

  close(): void {
    clearInterval(this.recheck);
    this.legs.close();
    this.sockets.closeAll();
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
    sendFrame(connection, 'error', { error: identity === 'expired' ? SignallingError.tokenExpired : SignallingError.tokenInvalid });
    this.sockets.unbind(connection, identity === 'expired' ? 'expired' : 'invalid');
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
      sendFrame(connection, 'error', { error: SignallingError.tokenInvalid });
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
    sendFrame(connection, 'connected', { region: 'reference', edge: 'reference', home: 'reference', token: { identity: identity.identity, ttl: identity.ttl } });
  }

  private async onCallMessage(connection: Connection, identity: VoiceIdentity, message: Exclude<ClientMessage, { type: 'listen' }>): Promise<void> {
    switch (message.type) {
      case 'register':
        connection.registered = message.payload.media.audio;
        sendFrame(connection, connection.registered ? 'ready' : 'offline', {});
        return;
      case 'invite':
        // A signalling reconnect of a live call (the gateway never hands out reconnect tokens): end it.
        if (message.payload.reconnect !== undefined) {
          sendFrame(connection, 'hangup', { callsid: message.payload.callsid });
          return;
        }
        return this.invites.place(connection, identity, message.payload.callsid, message.payload.sdp, message.payload.twilio?.params ?? '');
      case 'answer':
        return this.answer(connection, message.payload.callsid, message.payload.sdp);
      case 'hangup':
      case 'reject': {
        const leg = this.legs.of(connection, message.payload.callsid);
        if (leg) {
          for (const other of leg.connections) if (other !== connection) sendFrame(other, 'cancel', { callsid: leg.callSid });
          await this.legs.end(leg, message.type === 'reject' ? 'rejected' : 'hangup');
        }
        return;
      }
      case 'dtmf':
        this.legs.of(connection, message.payload.callsid)?.media.addDigits(message.payload.dtmf);
        return;
      case 'message':
        sendFrame(connection, 'ack', { acktype: 'message', callsid: message.payload.callsid, voiceeventsid: message.payload.voiceeventsid });
        return;
      case 'reinvite':
        // ICE restarts are not supported: the leg ends as a real gateway ends a leg it cannot renegotiate.
        if (this.legs.of(connection, message.payload.callsid)) this.hangup(message.payload.callsid);
        return;
    }
  }

  /** The operator answers an incoming leg on one of his softphones: the others get `cancel`. */
  private async answer(connection: Connection, callSid: string, sdp: string): Promise<void> {
    const leg = this.legs.get(callSid);
    if (!leg || leg.state !== 'ringing' || !leg.connections.has(connection)) return;
    clearTimeout(leg.timer);
    leg.state = 'open';
    leg.recording.state = 'open';
    for (const other of leg.connections) if (other !== connection) sendFrame(other, 'cancel', { callsid: callSid });
    leg.connections = new Set([connection]);
    await leg.media.accept(sdp);
    await this.hooks.answered(callSid);
  }
}
