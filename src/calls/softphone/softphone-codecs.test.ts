import { describe, expect, it } from 'vitest';
import { softphoneCodecs } from './softphone-codecs.ts';

describe('softphoneCodecs', () => {
  it('CALL-50 the default codec is opus', () => {
    expect(softphoneCodecs(undefined, undefined)).toEqual(['opus']);
    expect(softphoneCodecs([], ['g722'])).toEqual(['opus']);
  });
  it('the operator’s own list wins over the server’s, unknown codecs dropped', () => {
    expect(softphoneCodecs(undefined, ['PCMU', 'opus'])).toEqual(['pcmu', 'opus']);
    expect(softphoneCodecs(['pcmu', 'g729'], ['opus'])).toEqual(['pcmu']);
  });
});
