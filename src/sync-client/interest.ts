import { z } from 'zod';

/**
 * What a view asks the engine to keep loaded while it is on screen: an open alarm (details, history, attachments,
 * its user), a group's respondents, the shift share of answer times or the supervisor report (id 0). New kinds (cameras, calls) join the enum; the engine's watch handler decides what
 * each loads.
 */
export const InterestSchema = z.object({
  kind: z.enum(['alarm', 'group', 'answerShare', 'answerReport']),
  id: z.number().int().nonnegative(),
});
export type Interest = z.infer<typeof InterestSchema>;
export type InterestKind = Interest['kind'];
