import { captureConsole, type ConsoleCapture } from '../../src/support/console-capture.ts';

let capture: ConsoleCapture | null = null;

/** Called by the worker entries: the engine's own console output is collected for the tab's browser log upload. */
export function installEngineConsole(): void {
  capture ??= captureConsole(console, 'engine');
}

/** The engine's capture, or none (tests, or an engine whose entry did not install it). */
export const engineConsole = (): ConsoleCapture | null => capture;
