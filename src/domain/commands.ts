/** Transmitter commands: results, errors, maintenance and used marks (calls §3, §4, §8). */

export interface CommandResultLike {
  Success?: boolean | null;
  Message?: string | null;
  ExitAlarmView?: boolean | null;
  HangUpVoiceCall?: boolean | null;
  Clipboard?: string | null;
  OpenUrl?: string | null;
}

export interface CommandOutcome {
  /** Shown in the dialog when the result has a Message and Success is false. */
  error: string | undefined;
  /** ExitAlarmView: go to the dashboard. */
  exitToDashboard: boolean;
  hangUp: boolean;
  clipboard: string | undefined;
  openUrl: string | undefined;
}

export function commandOutcome(result: CommandResultLike): CommandOutcome {
  return {
    error: result.Success === false && result.Message ? result.Message : undefined,
    exitToDashboard: result.ExitAlarmView === true,
    hangUp: result.HangUpVoiceCall === true,
    clipboard: result.Clipboard || undefined,
    openUrl: result.OpenUrl || undefined,
  };
}

/** A failed command: 404 shows the {token} message, any other status ERROR_EXECUTE_COMMAND. */
export function commandErrorKey(status: number, token: string): string {
  return status === 404 ? token : 'ERROR_EXECUTE_COMMAND';
}

/** Device maintenance offers only product commands: command types 6 and 7. */
export function maintenanceCommands<C extends { CommandType?: number | null }>(commands: readonly C[]): C[] {
  return commands.filter((command) => command.CommandType === 6 || command.CommandType === 7);
}

/** Used-command lists are stored per user and alarm under this key. */
export function usedCommandsKey(userId: number | string, alarmId: number | string): string {
  return `usedCommands:${userId}:${alarmId}`;
}

/** A run command is marked used only when the state-change option is on; the list never repeats an id. */
export function markCommandUsed(used: readonly number[], commandId: number, stateChangeOption: boolean): number[] {
  if (!stateChangeOption || used.includes(commandId)) return [...used];
  return [...used, commandId];
}
