import { describeMatrix } from './authorization/describe-matrix.ts';
import { SESSION_ROWS } from './authorization/session-rows.ts';

describeMatrix('session', SESSION_ROWS);
