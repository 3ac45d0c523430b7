import type { EngineStatus } from '../../src/sync-client/engine-api.ts';

/**
 * SHELL-14..16: red with sync errors or the browser offline; yellow when a phone is selected and the websocket is
 * down; green otherwise.
 */
export function indicatorFor(input: {
  online: boolean;
  syncErrors: number;
  phoneSelected: boolean;
  socket: EngineStatus['socket'];
}): EngineStatus['indicator'] {
  if (!input.online || input.syncErrors > 0) return 'red';
  if (input.phoneSelected && input.socket !== 'open') return 'yellow';
  return 'green';
}
