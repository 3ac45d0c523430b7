/**
 * Debian's Chromium as the tests and the bench run it (Playwright cannot download its own browser here).
 * The omnibox popup is off: since Chromium 156 every new window starts it as a WebUI page of its own, about 2 s
 * of a core per page the test opens (measured with /proc: a new about:blank page cost 3.4 s of CPU with it, 1.3 s
 * without), taken from the console under test on a 2-core machine. An installed console has no omnibox either.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** Calls and cameras: a synthetic microphone and camera, permission granted without a prompt. */
export const FAKE_MEDIA_FLAGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
