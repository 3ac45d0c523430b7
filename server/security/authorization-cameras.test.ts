import { describeMatrix } from './authorization/describe-matrix.ts';
import { CAMERA_ROWS } from './authorization/camera-rows.ts';

describeMatrix('cameras', CAMERA_ROWS);
