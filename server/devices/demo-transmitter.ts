import type { z } from 'zod';
import type { CommandResultSchema } from '../../src/contract/entities/command.ts';

export type DeviceAnswer = z.infer<typeof CommandResultSchema>;

/** The demo device's answer delay: 300-800 ms, fixed per command so tests and demos behave the same each time. */
export function demoDelayMs(commandId: number): number {
  return 300 + ((commandId * 97) % 500);
}

/**
 * How a demo transmitter answers a command, by its Command name (calls §3, CMD-30): most acknowledge, some with a
 * Message; `fail` refuses (Success false), and `open_url`, `exit`, `clipboard` and `hangup` ask the console to act.
 * `clipboard` copies the alarm's latest known position, as the page shows it (qa-handling P2-6), or fails without one.
 */
export function demoAnswer(command: { Command: string; TransmitterIdentifier: string }, position: string | null): DeviceAnswer {
  switch (command.Command) {
    case 'fail':
      return { Success: false, Message: `${command.TransmitterIdentifier} did not answer` };
    case 'reset':
      return { Success: true, Message: `${command.TransmitterIdentifier} restarted` };
    case 'voice_open':
      return { Success: true, Message: 'Voice channel open' };
    case 'open_url':
      return { Success: true, OpenUrl: '/healthz' };
    case 'exit':
      // The device takes the alarm and its call over: the console's call with the unit ends with the hand-over.
      return { Success: true, Message: 'The device took the alarm over; the call with it is ended', ExitAlarmView: true, HangUpVoiceCall: true };
    case 'clipboard':
      return position === null ? { Success: false, Message: 'No known position to copy' } : { Success: true, Message: 'Position copied', Clipboard: position };
    case 'hangup':
      return { Success: true, HangUpVoiceCall: true };
    default:
      return { Success: true };
  }
}

/** Waits like a device on the line would. */
export function deviceDelay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
