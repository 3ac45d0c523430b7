import { z } from 'zod';
import { AlarmRefSchema } from '../primitives.ts';

/** `:alarm_id` — the AlarmId or the GlobalAlarmId (the spec's `{alarmId}` paths use the same parameter). */
export const AlarmParamsSchema = z.object({ alarm_id: AlarmRefSchema });
