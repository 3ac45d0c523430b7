import type { ServerTemplateLayout } from '../contract/index.ts';

/**
 * The template_type values with a built-in body (core §2, DETAIL-14, DETAIL-15). Any other type asks the server for
 * its template (GET api/template, then static/{type}); without one the default body shows (DETAIL-16).
 */
export const BUILT_IN_TEMPLATE_TYPES = [
  'beta',
  'camera',
  'camera_care',
  'custom',
  'doroarc',
  'goteborg',
  'goteborg_v2',
  'kristiansund',
  'doronorway',
  'my',
  'stanley',
  'veolia',
  'visit',
  'visitalarm',
  'visitnocam',
  'curena',
  'curena-callcenter',
  'curena-alarm',
  'curena-b2c',
  'caverion-se',
  'protecteddatastoredemo',
  'defaultPlanning',
  'defaultplanning',
  'defaultalarmdemo',
  'dynamic',
  'default',
] as const;

const BUILT_IN = new Set<string>(BUILT_IN_TEMPLATE_TYPES.map((name) => name.toLowerCase()));

/** Template names are matched without case, as the route carries whatever the alarm's Template says. */
export function isBuiltInTemplate(templateType: string): boolean {
  return BUILT_IN.has(templateType.toLowerCase());
}

/** The meta-table key under which the engine stores a server-supplied template (null: the server has none). */
export function serverTemplateKey(templateType: string): string {
  return `template:${templateType.toLowerCase()}`;
}

/** What meta `template:{type}` holds: the server's layout, or null when it has none (the default body shows). */
export interface StoredServerTemplate {
  layout: ServerTemplateLayout | null;
}
