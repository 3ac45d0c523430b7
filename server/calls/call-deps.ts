import type { ServerContext } from '../context.ts';
import type { VoiceGateway } from '../voice/gateway.ts';
import type { AutoHangUps } from './auto-hang-ups.ts';
import type { FarEnd } from './far-end.ts';

/** What the calls ask of the voice gateway: ring an operator's softphones, hang a leg up, hold its audio. */
export type CallGateway = Pick<VoiceGateway, 'ring' | 'hangup' | 'hold' | 'isRegistered'>;

/** What the calls service and the provider's call events share, given to both where telephony is assembled. */
export interface CallDeps {
  ctx: ServerContext;
  gateway: CallGateway;
  farEnd: FarEnd;
  hangUps: AutoHangUps;
}
