import type { WidgetMode } from '../../domain/widget-visibility.ts';

/** The widgets of the alarm page body. */
export type WidgetId = 'userInfo' | 'obs' | 'alarmInfo' | 'handling' | 'notify' | 'logs' | 'position' | 'externalInfo' | 'cameras' | 'commands' | 'devices' | 'notes' | 'comment' | 'messages';

export interface WidgetSlot {
  id: WidgetId;
  /** Visibility mode (core §2); a server template may send any string, unknown ones open. */
  mode: WidgetMode | string;
}

export interface TemplateLayout {
  /** The template_type this layout serves. */
  name: string;
  /**
   * Widgets across the full width above the columns, in reading order: the handling controls, so reason, action
   * and Clear are in view without scrolling on a 1366x768 screen (ux #15).
   */
  lead?: readonly WidgetSlot[];
  /** Widgets in reading order, left column first. */
  columns: readonly (readonly WidgetSlot[])[];
}

/** The default body: handling first; then who, what and notify on the left; logs, position, external information on the right. */
const DEFAULT_LEAD: TemplateLayout['lead'] = [
  { id: 'handling', mode: 'OPENED' },
  { id: 'commands', mode: 'HIDDEN_IF_NO_CONTENT' },
];
const DEFAULT_COLUMNS: TemplateLayout['columns'] = [
  [
    { id: 'cameras', mode: 'HIDDEN_IF_NO_CONTENT' },
    { id: 'userInfo', mode: 'OPENED' },
    { id: 'obs', mode: 'HIDDEN_IF_NO_CONTENT' },
    { id: 'comment', mode: 'OPENED' },
    { id: 'alarmInfo', mode: 'OPENED' },
    { id: 'notify', mode: 'OPENED' },
    { id: 'messages', mode: 'OPENED' },
  ],
  [
    { id: 'logs', mode: 'OPENED' },
    { id: 'notes', mode: 'OPENED' },
    { id: 'position', mode: 'OPEN_ON_CONTENT' },
    { id: 'externalInfo', mode: 'OPEN_ON_CONTENT' },
    { id: 'devices', mode: 'HIDDEN_IF_NO_CONTENT' },
  ],
];

/**
 * Every template_type of core §2. Until a template gets its own issue it uses the default body; the goteborg
 * ones already differ in log order (domain logsAscendingFor).
 */
export const TEMPLATE_TYPES = [
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

const BUILT_IN = new Map<string, TemplateLayout>(TEMPLATE_TYPES.map((name) => [name, { name, lead: DEFAULT_LEAD, columns: DEFAULT_COLUMNS }]));

export interface ResolvedTemplate {
  layout: TemplateLayout;
  /** builtIn: a template of the spec; server: supplied by the server; fallback: unknown type, default body. */
  source: 'builtIn' | 'server' | 'fallback';
}

/**
 * The body for a template_type (DETAIL-14..16): a built-in one, else a server-supplied layout when there is one,
 * else the default body.
 */
export function resolveTemplate(templateType: string, serverLayout?: TemplateLayout | null): ResolvedTemplate {
  const builtIn = BUILT_IN.get(templateType) ?? BUILT_IN.get(templateType.toLowerCase());
  if (builtIn) return { layout: builtIn, source: 'builtIn' };
  if (serverLayout) return { layout: serverLayout, source: 'server' };
  return { layout: { name: templateType, lead: DEFAULT_LEAD, columns: DEFAULT_COLUMNS }, source: 'fallback' };
}
