/**
 * Every keyboard shortcut of the console, for the help (`?`). Keys are written as the keyboard labels them; the
 * descriptions are translation keys under `shortcuts.` in common. Kept beside the handlers' own comments:
 * use-alarm-list-keys.ts, alarm-rows.tsx (roving focus), use-detail-shortcuts.ts, log-picker.tsx, modal.tsx,
 * softphone-shortcuts.ts.
 */
export interface Shortcut {
  keys: readonly string[];
  does: string;
}

export interface ShortcutGroup {
  group: 'list' | 'alarm' | 'pickers' | 'general';
  shortcuts: readonly Shortcut[];
}

export const SHORTCUTS: readonly ShortcutGroup[] = [
  {
    group: 'list',
    shortcuts: [
      { keys: ['↑', '↓'], does: 'previousNextRow' },
      { keys: ['Home', 'End'], does: 'firstLastRow' },
      { keys: ['PageUp', 'PageDown'], does: 'pageRows' },
      { keys: ['Enter'], does: 'openRow' },
      { keys: ['Ctrl', 'A'], does: 'takeTop' },
      { keys: ['Ctrl', '↓'], does: 'nextAlarm' },
      { keys: ['Ctrl', '↑'], does: 'previousAlarm' },
    ],
  },
  {
    group: 'alarm',
    shortcuts: [
      { keys: ['Ctrl', 'D'], does: 'reason' },
      { keys: ['Ctrl', 'F'], does: 'action' },
      { keys: ['Ctrl', 'Y'], does: 'firstAction' },
      { keys: ['Ctrl', 'Z'], does: 'clearKey' },
      { keys: ['Ctrl', 'Enter'], does: 'clearNow' },
    ],
  },
  {
    group: 'pickers',
    shortcuts: [
      { keys: ['↑', '↓'], does: 'highlight' },
      { keys: ['Enter'], does: 'choose' },
      { keys: ['Esc'], does: 'closePicker' },
    ],
  },
  {
    group: 'general',
    shortcuts: [
      { keys: ['Tab'], does: 'nextControl' },
      { keys: ['Esc'], does: 'closeDialog' },
      { keys: ['Ctrl', 'G'], does: 'hangUp' },
      { keys: ['Ctrl', 'S'], does: 'acceptCall' },
      { keys: ['?'], does: 'help' },
    ],
  },
];
