declare global {
  interface Window {
    /** happy-dom's test hooks (component tests run in happy-dom). */
    happyDOM: { setViewport(viewport: { width: number; height: number }): void; setURL(url: string): void };
  }
}

/** Sets the window's width in a component test: the console's layout switches at the mobile breakpoint. */
export function setViewportWidth(width: number): void {
  window.happyDOM.setViewport({ width, height: 900 });
}

/**
 * Puts the window back at the address component tests start at. Files share a worker's window, and a file that
 * followed a link (a tel: link leaves the origin "null") would otherwise change how the next one resolves URLs.
 */
export function returnToStartAddress(): void {
  window.happyDOM.setURL('http://localhost:3000/');
}
