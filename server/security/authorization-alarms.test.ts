import { describeMatrix } from './authorization/describe-matrix.ts';
import { ALARM_ROWS } from './authorization/alarm-rows.ts';

describeMatrix('alarms', ALARM_ROWS);
