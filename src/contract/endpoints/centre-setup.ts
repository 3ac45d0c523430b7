import type { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import {
  CentreDeviceSchema,
  CentreGroupSchema,
  CentreImportResultSchema,
  CentreImportSchema,
  CentreOperatorSchema,
  CentrePersonSchema,
} from '../entities/centre-setup.ts';

/** One create of the centre's setup: SkygdSystemAdmin in a full, writing session; answers what it created or updated. */
const create = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineEndpoint({ method: 'POST', path, body, encoding: 'json', response: CentreImportResultSchema, auth: 'bearer', write: true });

/** Setting a centre up without the demo (reference server): groups, operators, persons and devices, or a whole file. */
export const centreSetupEndpoints = {
  createGroup: create('/api/admin/groups', CentreGroupSchema),
  createOperator: create('/api/admin/operators', CentreOperatorSchema),
  createPerson: create('/api/admin/persons', CentrePersonSchema),
  createDevice: create('/api/admin/devices', CentreDeviceSchema),
  importCentre: create('/api/admin/import', CentreImportSchema),
};
