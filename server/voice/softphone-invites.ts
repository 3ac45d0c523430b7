import type { CallLegs } from './call-legs.ts';
import type { GatewayHooks } from './gateway-hooks.ts';
import { InviteBudget } from './invite-budget.ts';
import { SignallingError } from './pstream.ts';
import type { SignallingLimits } from './signalling-limits.ts';
import { sendFrame, type Connection } from './signalling-sockets.ts';
import type { VoiceIdentity } from './voice-tokens.ts';

/**
 * The calls a softphone places (its `invite`): capped per identity by open legs and per minute, since each builds a
 * media peer and a call; the server's sid goes back in `ringing`, then `answer` once the far end answers, or a busy
 * `hangup`.
 */
export class SoftphoneInvites {
  private readonly budget: InviteBudget;

  constructor(
    private readonly hooks: Pick<GatewayHooks, 'placeCall' | 'answered'>,
    private readonly legs: CallLegs,
    private readonly limits: SignallingLimits,
  ) {
    this.budget = new InviteBudget(limits.invitesPerMinute);
  }

  async place(connection: Connection, identity: VoiceIdentity, clientSid: string, offer: string, params: string): Promise<void> {
    if (!this.mayInvite(identity)) {
      sendFrame(connection, 'hangup', { callsid: clientSid, error: SignallingError.unavailable });
      return;
    }
    let plan: Awaited<ReturnType<GatewayHooks['placeCall']>>;
    try {
      plan = await this.hooks.placeCall(identity, new URLSearchParams(params));
    } catch (err) {
      sendFrame(connection, 'hangup', { callsid: clientSid, error: SignallingError.unavailable });
      throw err;
    }
    const leg = this.legs.open(plan.callSid, identity.identity, new Set([connection]));
    const { media, recording } = leg;
    media.setSpeaking(false);
    const answer = await media.answer(offer);
    // The SDK takes the server's sid from the first frame about the call it placed.
    sendFrame(connection, 'ringing', { callsid: plan.callSid });
    leg.timer = setTimeout(() => {
      if (leg.state !== 'ringing') return;
      if (plan.busy) {
        sendFrame(connection, 'hangup', { callsid: plan.callSid, error: SignallingError.busy });
        void this.legs.end(leg, 'busy');
        return;
      }
      leg.state = 'open';
      recording.state = 'open';
      media.setSpeaking(true);
      // The call is recorded as answered before the softphone hears of it: a hang-up right after the answer then
      // ends an answered call (done the other way round, the answer could be stored after the hang-up).
      void this.hooks.answered(plan.callSid).finally(() => sendFrame(connection, 'answer', { callsid: plan.callSid, sdp: answer }));
    }, plan.answerAfterMs);
  }

  private mayInvite(identity: VoiceIdentity): boolean {
    return this.legs.countOf(identity.identity) < this.limits.openLegsPerIdentity && this.budget.take(identity.identity);
  }
}
