import { describeMatrix } from './authorization/describe-matrix.ts';
import { CALL_ROWS } from './authorization/call-rows.ts';

describeMatrix('calls', CALL_ROWS);
