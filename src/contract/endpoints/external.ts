import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { ExternalCustomerInfoSchema, ExternalUserInfoSchema } from '../entities/person-external.ts';
import { AlarmRefSchema } from '../primitives.ts';

const ExternalIdParamsSchema = z.object({ externalId: z.string().min(1).max(100) });

/**
 * The external customer and dynamics services (calls §7, API-77/78), as the reference server serves them under
 * /api/demo/external; the engine reaches them with the session's token (the spec's "auth by user id").
 */
export const externalEndpoints = {
  externalCustomerInfo: defineEndpoint({
    method: 'GET',
    path: '/api/demo/external/customers/:externalId',
    params: ExternalIdParamsSchema,
    encoding: 'none',
    response: ExternalCustomerInfoSchema,
    auth: 'bearer',
    write: false,
  }),
  externalUserInfo: defineEndpoint({
    method: 'GET',
    path: '/api/demo/external/users/:externalId',
    params: ExternalIdParamsSchema,
    query: z.object({
      deviceExternalId: z.string().max(100).optional(),
      respondentExternalId: z.string().max(100).optional(),
      /** The alarm the person is shown for: its group decides the medical categories (security #M4). */
      alarmid: AlarmRefSchema.optional(),
    }),
    encoding: 'none',
    response: ExternalUserInfoSchema,
    auth: 'bearer',
    write: false,
  }),
} as const;
