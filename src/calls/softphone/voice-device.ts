import type { Device } from '@twilio/voice-sdk';
import type { VoiceToken } from '../../contract/entities/calls.ts';

/** Codecs the softphone may offer, in order of preference (TWILLIO_CODEC_LIST; CALL-50: opus first by default). */
export type VoiceCodec = 'opus' | 'pcmu';

export interface VoiceDeviceConfig {
  voiceToken: VoiceToken;
  codecs: readonly VoiceCodec[];
  /** URLs of the SDK's sounds (incoming, outgoing, disconnect, dtmf...): served by the console, never the provider's CDN. */
  sounds: Partial<Record<Device.SoundName, string>>;
  /** Asks before the page unloads while a call is up (the owner tab, calls §1). */
  closeProtection: string | false;
}

/**
 * Creates the provider's Device, loading the voice SDK only now (never on the list page unless cloud telephony is
 * on). The SDK signals over `wss://{chunderw}/signal`; on a page served without TLS (the demo on loopback) the
 * signalling socket follows the page's scheme, as the console's own push socket does.
 */
export async function createVoiceDevice(config: VoiceDeviceConfig): Promise<Device> {
  const [{ Device: VoiceDevice, Call }, { default: SdkPStream }] = await Promise.all([
    import('@twilio/voice-sdk'),
    import('twilio-voice-signalling'),
  ]);
  const secure = globalThis.location?.protocol === 'https:';
  const toPageScheme = (uris: readonly string[]): string[] => uris.map((uri) => (secure ? uri : uri.replace(/^wss:/, 'ws:')));
  class PageSchemePStream extends SdkPStream {
    constructor(token: string, uris: string[], options: unknown) {
      super(token, toPageScheme(uris), options);
    }
    override updateURIs(uris: string[]): void {
      super.updateURIs(toPageScheme(uris));
    }
  }
  const codec = { opus: Call.Codec.Opus, pcmu: Call.Codec.PCMU } as const;
  // chunderw, PStream and publishEvents are the SDK's documented options for other gateways (IExtendedDeviceOptions).
  const options: Device.Options & { chunderw: string; PStream: typeof SdkPStream; publishEvents: boolean } = {
    chunderw: config.voiceToken.gateway,
    PStream: PageSchemePStream,
    publishEvents: false,
    codecPreferences: config.codecs.map((name) => codec[name]),
    sounds: config.sounds,
    closeProtection: config.closeProtection,
    // Calls that arrive during a call ring too: the operator holds one and takes the other (calls §2).
    allowIncomingWhileBusy: true,
    // The gateway's own codes reach the console (a busy number is 31486 BusyHere, not the generic 31005).
    enableImprovedSignalingErrorPrecision: true,
  };
  return new VoiceDevice(config.voiceToken.token, options);
}
