import type { ListedAlarm, AlarmDetails, DynamicDetails, UserDetails } from '../../contract/index.ts';
import type { AlarmState } from '../../domain/alarm-state.ts';
import type { ConsoleSettings } from '../../domain/settings.ts';
import type { TimeFormat } from '../format-time.ts';

/** What every widget of the alarm page may read; built once per render by the page. */
export interface DetailModel {
  alarm: ListedAlarm;
  /** GET api/alarms/{id}; undefined while loading, null when not stored yet. */
  details: AlarmDetails | null | undefined;
  dynamic: DynamicDetails | undefined;
  user: UserDetails | null | undefined;
  state: AlarmState;
  /** READONLY setting or the session's read-only flag (ROLE-03). */
  readOnly: boolean;
  /** Active, not the operator's and not read-only: it can (and must) be taken over before it can be changed. */
  canTakeOver: boolean;
  templateType: string;
  settings: ConsoleSettings;
  timeFormat: TimeFormat;
}

/** Which picker the alarm page keyboard shortcuts opened (Ctrl+D reason, Ctrl+F action). */
export type OpenPicker = 'reason' | 'action' | null;

/** Text typed in the reason and action fields and not saved yet: the page keeps it. */
export type HandlingDrafts = Readonly<Record<'reason' | 'action', string>>;
