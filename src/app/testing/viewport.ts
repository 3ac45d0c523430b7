declare global {
  interface Window {
    /** happy-dom's test hook (component tests run in happy-dom). */
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
}

/** Sets the window's width in a component test: the console's layout switches at the mobile breakpoint. */
export function setViewportWidth(width: number): void {
  window.happyDOM.setViewport({ width, height: 900 });
}
