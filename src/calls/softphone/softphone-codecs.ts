import { DEFAULT_CODEC } from '../../domain/constants.ts';
import type { VoiceCodec } from './voice-device.ts';

const KNOWN: readonly VoiceCodec[] = ['opus', 'pcmu'];
const known = (list: unknown): VoiceCodec[] =>
  (Array.isArray(list) ? list : []).map((name) => String(name).trim().toLowerCase()).filter((name): name is VoiceCodec => KNOWN.includes(name as VoiceCodec));

/**
 * The codecs the softphone offers, in order (CALL-50): the operator's own codec list (a local preference), else the
 * server's TWILLIO_CODEC_LIST, else opus.
 */
export function softphoneCodecs(preference: unknown, setting: readonly string[] | undefined): VoiceCodec[] {
  const own = known(preference);
  if (own.length > 0) return own;
  const server = known(setting);
  return server.length > 0 ? server : [DEFAULT_CODEC as VoiceCodec];
}
