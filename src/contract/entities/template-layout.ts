import { z } from 'zod';

/**
 * A server-supplied alarm template (GET api/template, GET static/{template_type}; DETAIL-16), sent as JSON text:
 * the widgets of the alarm page in reading order. Widget ids and visibility modes are open strings: the console
 * skips widgets it does not know and opens unknown modes (core §2). `settings` are per-widget switches (e.g. the
 * associate panel's `associateWithOtherObject` and `allowSwap`, DETAIL-42, DETAIL-43).
 */
export const TemplateSlotSchema = z.object({
  id: z.string().min(1).max(60),
  mode: z.string().max(40).default('OPENED'),
  settings: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});

export const TemplateLayoutSchema = z.object({
  name: z.string().min(1).max(100),
  lead: z.array(TemplateSlotSchema).max(40).optional(),
  columns: z.array(z.array(TemplateSlotSchema).max(40)).min(1).max(4),
});
export type ServerTemplateLayout = z.infer<typeof TemplateLayoutSchema>;
