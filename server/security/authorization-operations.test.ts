import { describeMatrix } from './authorization/describe-matrix.ts';
import { OPERATIONS_ROWS } from './authorization/operations-rows.ts';

describeMatrix('operations', OPERATIONS_ROWS);
