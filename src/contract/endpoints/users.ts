import { z } from 'zod';
import { bearerEndpoint, defineEndpoint } from '../endpoint-def.ts';
import { LIMITS } from '../limits.ts';
import {
  AlarmRefSchema,
  EmptySchema,
  IntParamSchema,
  LooseBooleanSchema,
  optionalText,
  QueryDateTimeSchema,
} from '../primitives.ts';
import { AbsenceCalendarSchema, AbsenceCreateSchema } from '../entities/absence.ts';
import { AlarmHistoryItemSchema } from '../entities/alarm-details.ts';
import { LinkedContactSchema } from '../entities/contact.ts';
import { NoteSchema, NoteTypeSchema, type NoteType } from '../entities/note.ts';
import { PositionSchema } from '../entities/position.ts';
import { ObjectSearchResultSchema, UserDetailsSchema } from '../entities/user.ts';

const UserParamsSchema = z.object({ user_id: IntParamSchema });
/** The alarm a user call is made for, where the spec passes it in the query. */
const AlarmQuerySchema = z.object({ alarmid: AlarmRefSchema.optional() });

/**
 * GET api/users (API-51, VALID-12/13): free text (q, at least 2 characters) or a national id number (at least
 * 6; also accepted as numberId, core §7's name).
 */
export const UserSearchQuerySchema = z
  .object({
    q: z.string().trim().min(2).max(200).optional(),
    nationalidnumber: z.string().trim().min(6).max(50).optional(),
    numberId: z.string().trim().min(6).max(50).optional(),
  })
  .refine((query) => Boolean(query.q ?? query.nationalidnumber ?? query.numberId), 'q or nationalidnumber is required');

/** POST …/informationrequest (API-54): a flag from AVAILABLE_ALARM_FLAGS and a text. */
export const InformationRequestSchema = z.object({
  FlagId: z.union([z.string().min(1).max(50), z.number().int()]).optional(),
  TextMessage: z.string().max(LIMITS.freeText).optional(),
});

/** After a user-info request the console opens the returned alarm (core §2); shape otherwise not shown. */
export const InformationRequestResponseSchema = z.looseObject({
  AlarmId: AlarmRefSchema.nullish(),
  Template: optionalText(),
});

/** POST …/responsecentercomment (API-55): the internal message of the centre. */
/** What a locate answers: the alarm to open afterwards, when the object has one the caller may see. */
export const LocateResultSchema = z.looseObject({ AlarmId: z.number().int().nullish(), Template: z.string().nullish() }).nullish();

export const ResponseCenterCommentRequestSchema = z.object({ comment: z.string().max(LIMITS.freeText) });

/** A note type in a query string (0 generic, 1 medical, 2 technical). */
const NoteTypeParamSchema = z.union([
  NoteTypeSchema,
  z.enum(['0', '1', '2']).transform((value) => Number(value) as NoteType),
]);

/** GET …/notes (API-56): paged, 5 per page in the console. */
export const NotesQuerySchema = z.object({
  noteType: NoteTypeParamSchema,
  alarmId: AlarmRefSchema.optional(),
  page: IntParamSchema.pipe(z.number().min(1).max(LIMITS.notesPageMax)).optional(),
  pageSize: IntParamSchema.pipe(z.number().min(1).max(LIMITS.notesPageSizeMax)).optional(),
});

/** POST …/notes (API-56, NOTE-09). */
export const AddNoteRequestSchema = z.object({
  NoteType: NoteTypeSchema,
  AlarmId: z.number().int().optional(),
  Note: z.string().trim().min(1).max(LIMITS.note),
});

const get = <const P extends string>(path: P) =>
  ({ ...bearerEndpoint('GET', path, UserParamsSchema), encoding: 'none' }) as const;
const post = <const P extends string>(path: P) => bearerEndpoint('POST', path, UserParamsSchema);

export const userEndpoints = {
  userSearch: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    query: UserSearchQuerySchema,
    encoding: 'none',
    response: z.array(ObjectSearchResultSchema),
    auth: 'bearer',
    write: false,
  }),
  linkedContact: defineEndpoint({
    method: 'GET',
    path: '/api/users/linkedcontact',
    query: z.object({ globalalarmid: z.string().min(1).max(100) }),
    encoding: 'none',
    response: LinkedContactSchema.nullable(),
    auth: 'bearer',
    write: false,
  }),
  user: defineEndpoint({ ...get('/api/users/:user_id'), query: AlarmQuerySchema, response: UserDetailsSchema }),
  userHistory: defineEndpoint({
    ...get('/api/users/:user_id/history'),
    query: AlarmQuerySchema.extend({ force: LooseBooleanSchema.optional() }),
    response: z.array(AlarmHistoryItemSchema),
  }),
  informationRequest: defineEndpoint({
    ...post('/api/users/:user_id/informationrequest'),
    body: InformationRequestSchema,
    encoding: 'json',
    response: InformationRequestResponseSchema,
  }),
  responseCenterComment: defineEndpoint({
    ...post('/api/users/:user_id/responsecentercomment'),
    query: AlarmQuerySchema,
    body: ResponseCenterCommentRequestSchema,
    encoding: 'json',
    response: EmptySchema,
  }),
  userNotes: defineEndpoint({
    ...get('/api/users/:user_id/notes'),
    query: NotesQuerySchema,
    response: z.array(NoteSchema),
  }),
  addUserNote: defineEndpoint({
    ...post('/api/users/:user_id/notes'),
    body: AddNoteRequestSchema,
    encoding: 'json',
    response: NoteSchema,
    answers: 'note',
  }),
  userPositions: defineEndpoint({
    ...get('/api/users/:user_id/positions'),
    query: z.object({ earliest: QueryDateTimeSchema.optional() }),
    response: z.array(PositionSchema),
  }),
  /**
   * Ask the object's device for its position (API-57); only when PositioningEnabled. The answer names the object's
   * active alarm the caller may see, if any: the console then opens it (DETAIL-41).
   */
  locateUser: defineEndpoint({ ...post('/api/users/:user_id/positions'), encoding: 'none', response: LocateResultSchema }),
  absenceCalendar: defineEndpoint({
    ...get('/api/users/:user_id/absencecalendar'),
    query: AlarmQuerySchema,
    response: AbsenceCalendarSchema,
  }),
  /**
   * Create an absence (API-60). Without force the server refuses an overlap with ABSENCE_OVERLAP; the console
   * asks for confirmation and retries with force=true.
   */
  createAbsence: defineEndpoint({
    ...post('/api/users/:user_id/absence'),
    query: AlarmQuerySchema.extend({ force: LooseBooleanSchema.optional() }),
    body: AbsenceCreateSchema,
    encoding: 'json',
    response: EmptySchema,
  }),
  /**
   * End an ongoing absence or delete an upcoming one (API-61). `action` says which the operator chose: `delete` of
   * an absence that has started since is refused with ABSENCE_STARTED (qa-supervisor P2-3); without it the server
   * goes by the phase now.
   */
  endAbsence: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:user_id/endabsences/:absenceId',
    params: UserParamsSchema.extend({ absenceId: IntParamSchema }),
    query: AlarmQuerySchema.extend({ action: z.enum(['terminate', 'delete']).optional() }),
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
} as const;
