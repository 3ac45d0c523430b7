import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { EmptySchema } from '../primitives.ts';
import { Dc09AccountParamsSchema, Dc09AccountSchema, Dc09AccountWriteSchema, Dc09EventParamsSchema, Dc09EventSchema, Dc09EventWriteSchema } from '../entities/dc09.ts';

/** The SIA DC-09 receiver's tables, read and edited by a support admin (SkygdSystemAdmin; edits in a full, writing session). */
export const dc09Endpoints = {
  dc09Accounts: defineEndpoint({
    method: 'GET',
    path: '/api/support/dc09/accounts',
    encoding: 'none',
    response: z.array(Dc09AccountSchema),
    auth: 'bearer',
    write: false,
  }),
  saveDc09Account: defineEndpoint({
    method: 'PUT',
    path: '/api/support/dc09/accounts/:account',
    params: Dc09AccountParamsSchema,
    body: Dc09AccountWriteSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  dc09Events: defineEndpoint({
    method: 'GET',
    path: '/api/support/dc09/events',
    encoding: 'none',
    response: z.array(Dc09EventSchema),
    auth: 'bearer',
    write: false,
  }),
  saveDc09Event: defineEndpoint({
    method: 'PUT',
    path: '/api/support/dc09/events/:kind/:code',
    params: Dc09EventParamsSchema,
    body: Dc09EventWriteSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
} as const;
