import { describe, expect, it } from 'vitest';
import { commandErrorKey, commandOutcome, maintenanceCommands, markCommandUsed, usedCommandsKey } from './commands.ts';

describe('command results', () => {
  it('CMD-31 a result with Message and Success false shows the Message as an error', () => {
    expect(commandOutcome({ Success: false, Message: 'Device offline' }).error).toBe('Device offline');
    expect(commandOutcome({ Success: true, Message: 'Sent' }).error).toBeUndefined();
    expect(commandOutcome({ Success: false }).error).toBeUndefined();
  });
  it('CMD-32 ExitAlarmView sends the user to the dashboard', () => {
    expect(commandOutcome({ Success: true, ExitAlarmView: true }).exitToDashboard).toBe(true);
    expect(commandOutcome({ Success: true }).exitToDashboard).toBe(false);
  });
  it('CMD-30 HangUpVoiceCall, Clipboard and OpenUrl are passed on', () => {
    expect(commandOutcome({ HangUpVoiceCall: true, Clipboard: 'abc', OpenUrl: 'https://x' })).toMatchObject({
      hangUp: true,
      clipboard: 'abc',
      openUrl: 'https://x',
    });
  });
  it('CMD-38 a 404 shows the {token} message, other failures ERROR_EXECUTE_COMMAND', () => {
    expect(commandErrorKey(404, 'CMD_OPEN_DOOR')).toBe('CMD_OPEN_DOOR');
    expect(commandErrorKey(500, 'CMD_OPEN_DOOR')).toBe('ERROR_EXECUTE_COMMAND');
  });
  it('CMD-43 only command types 6 and 7 are offered for device maintenance', () => {
    const list = [{ CommandType: 5 }, { CommandType: 6 }, { CommandType: 7 }, {}];
    expect(maintenanceCommands(list)).toEqual([{ CommandType: 6 }, { CommandType: 7 }]);
  });
  it('CMD-33 CMD-34 a command is marked used per user and alarm when the state-change option is on', () => {
    expect(usedCommandsKey(3, 42)).toBe('usedCommands:3:42');
    expect(markCommandUsed([1], 2, true)).toEqual([1, 2]);
    expect(markCommandUsed([1], 1, true)).toEqual([1]);
    expect(markCommandUsed([1], 2, false)).toEqual([1]);
  });
});
