/** However the start goes (another page first, a list that never draws), what waits for the first screen goes on then. */
const FIRST_SCREEN_WAIT_MS = 1500;

let markDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
  setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
});

/**
 * Resolves once the alarm list has drawn its first screen at the console's start (or knows it draws none from the
 * window), and at the latest 1.5 s after the start: work the first screen does not need (the list's whole read)
 * waits for it.
 */
export function firstScreenDrawn(): Promise<void> {
  return drawn;
}

/** Called by the alarm list: its first screen is drawn, or will not be drawn from the window. */
export function markFirstScreenDrawn(): void {
  markDrawn();
}
