/**
 * The voice SDK's own signalling client (`@twilio/voice-sdk/esm/twilio/pstream.js`, outside the package's exports;
 * mapped by an alias in vite.config.ts and vitest.config.ts). The Device takes it as its documented `PStream` option.
 */
declare module 'twilio-voice-signalling' {
  export default class PStream {
    constructor(token: string, uris: string[], options: unknown);
    updateURIs(uris: string[]): void;
  }
}
