import { describeMatrix } from './authorization/describe-matrix.ts';
import { USER_ROWS } from './authorization/user-rows.ts';

describeMatrix('users', USER_ROWS);
