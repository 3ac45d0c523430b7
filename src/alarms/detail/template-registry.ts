import type { ServerTemplateLayout } from '../../contract/index.ts';
import { BUILT_IN_TEMPLATE_TYPES } from '../../domain/templates.ts';
import type { WidgetMode } from '../../domain/widget-visibility.ts';
import type { WidgetSettings } from './widget-props.ts';
import { WIDGET_IDS, type WidgetId, WIDGETS, type WidgetPlace } from './widget-registry.ts';

export interface WidgetSlot {
  /** A registry id; a server template may name any, and the body skips those it does not know. */
  id: string;
  /** Visibility mode (core §2); a server template may send any string, unknown ones open. */
  mode: WidgetMode | string;
  settings?: WidgetSettings;
}

export interface TemplateLayout {
  /** The template_type this layout serves. */
  name: string;
  /** Widgets across the full width above the columns, in reading order. */
  lead?: readonly WidgetSlot[];
  /** Widgets in reading order, left column first. */
  columns: readonly (readonly WidgetSlot[])[];
}

/** The default body's widgets at `place`, in the registry's order, each in its default mode. */
const placed = (place: WidgetPlace): WidgetSlot[] => WIDGET_IDS.filter((id) => WIDGETS[id].place === place).map((id) => ({ id, mode: WIDGETS[id].mode }));

const DEFAULT_LEAD: TemplateLayout['lead'] = placed('lead');
const DEFAULT_COLUMNS: TemplateLayout['columns'] = [placed('left'), placed('right')];

type Body = Omit<TemplateLayout, 'name'>;
/** A family's change to the default body; a widget not in the body leaves it unchanged. */
type Edit = (body: Body) => Body;

const without = (slots: readonly WidgetSlot[], id: WidgetId) => slots.filter((slot) => slot.id !== id);
const find = (body: Body, id: WidgetId) => [...(body.lead ?? []), ...body.columns.flat()].find((slot) => slot.id === id);
const removeEverywhere = (body: Body, id: WidgetId): Body => ({ lead: without(body.lead ?? [], id), columns: body.columns.map((column) => without(column, id)) });

/** Moves a widget to position `index` of the lead, opened. */
const lead =
  (id: WidgetId, index = 0): Edit =>
  (body) => {
    const slot = find(body, id);
    if (!slot) return body;
    const rest = removeEverywhere(body, id);
    const leading = [...(rest.lead ?? [])];
    leading.splice(index, 0, { ...slot, mode: 'OPENED' });
    return { ...rest, lead: leading };
  };

/** Moves a widget into a column, right after `anchor` (or to the column's top without one). */
const placeAfter =
  (id: WidgetId, anchor: WidgetId | null, column: number): Edit =>
  (body) => {
    const slot = find(body, id);
    if (!slot) return body;
    const rest = removeEverywhere(body, id);
    return {
      ...rest,
      columns: rest.columns.map((slots, index) => {
        if (index !== column) return slots;
        const at = anchor === null ? 0 : slots.findIndex((s) => s.id === anchor) + 1;
        return [...slots.slice(0, at), slot, ...slots.slice(at)];
      }),
    };
  };

/** Adds a widget placed only by templates to a column after `anchor`, in its registry mode. */
const add =
  (id: WidgetId, settings: WidgetSettings, anchor: WidgetId, column: number): Edit =>
  (body) => {
    const slot = { id, mode: WIDGETS[id].mode, settings };
    return placeAfter(id, anchor, column)({ ...body, columns: body.columns.map((slots, index) => (index === column ? [...slots, slot] : slots)) });
  };

const mode =
  (id: WidgetId, value: WidgetMode): Edit =>
  (body) => ({
    lead: body.lead?.map((slot) => (slot.id === id ? { ...slot, mode: value } : slot)),
    columns: body.columns.map((column) => column.map((slot) => (slot.id === id ? { ...slot, mode: value } : slot))),
  });

/**
 * The built-in families (DETAIL-14, DETAIL-15). What a family changes beyond its layout lives where it takes effect:
 * log order in domain/alarm-logs.ts (logsAscendingFor), command layout in domain/command-layout.ts, the doronorway
 * resources (only contacts with a negative ContactId) in the resources widget.
 *
 * | family      | template_type                                      | body                                                        |
 * |-------------|----------------------------------------------------|-------------------------------------------------------------|
 * | default     | default, beta, custom, doroarc, my, stanley,       | the default body                                            |
 * |             | veolia, curena, curena-alarm, curena-b2c, dynamic, |                                                             |
 * |             | defaultalarmdemo, protecteddatastoredemo           |                                                             |
 * | camera      | camera, camera_care, visit, visitalarm             | leads with the cameras (opened), then handling              |
 * | no camera   | visitnocam                                         | a visit without cameras: the camera widget is never shown   |
 * | goteborg    | goteborg, goteborg_v2                              | commands on one row beside the alarm text; logs oldest first|
 * | kristiansund| kristiansund                                       | commands as a two-column grid (command layout)              |
 * | doronorway  | doronorway                                         | resources lead after handling; commands only in dropdowns  |
 * | call centre | curena-callcenter                                  | external information (the call script) opened, right top    |
 * | caverion-se | caverion-se                                        | associate-with-other-object panel under user info, may swap |
 * | planning    | defaultPlanning, defaultplanning                   | planned alarms: alarm info (planned time) leads; no cameras |
 */
const FAMILIES: Readonly<Record<string, readonly Edit[]>> = {
  camera: [lead('cameras')],
  camera_care: [lead('cameras')],
  visit: [lead('cameras')],
  visitalarm: [lead('cameras')],
  visitnocam: [mode('cameras', 'HIDE_THE_WIDGET')],
  goteborg: [placeAfter('commands', 'alarmInfo', 0)],
  goteborg_v2: [placeAfter('commands', 'alarmInfo', 0)],
  doronorway: [lead('resources', 1)],
  'curena-callcenter': [placeAfter('externalInfo', null, 1), mode('externalInfo', 'OPENED')],
  'caverion-se': [add('associate', { associateWithOtherObject: true, allowSwap: true }, 'userInfo', 0)],
  defaultPlanning: [lead('alarmInfo', 1), mode('cameras', 'HIDE_THE_WIDGET')],
  defaultplanning: [lead('alarmInfo', 1), mode('cameras', 'HIDE_THE_WIDGET')],
};

function builtIn(name: string): TemplateLayout {
  const body = (FAMILIES[name] ?? []).reduce<Body>((current, edit) => edit(current), { lead: DEFAULT_LEAD, columns: DEFAULT_COLUMNS });
  return { name, ...body };
}

const BUILT_IN = new Map<string, TemplateLayout>(BUILT_IN_TEMPLATE_TYPES.map((name) => [name, builtIn(name)]));

export interface ResolvedTemplate {
  layout: TemplateLayout;
  /** builtIn: a template of the spec; server: supplied by the server; fallback: unknown type, default body. */
  source: 'builtIn' | 'server' | 'fallback';
}

/**
 * The body for a template_type (DETAIL-14..16): a built-in one, else a server-supplied layout when there is one,
 * else the default body. A server layout's widget ids are not checked here: the body skips ids it does not know.
 */
export function resolveTemplate(templateType: string, serverLayout?: ServerTemplateLayout | null): ResolvedTemplate {
  const builtInLayout = BUILT_IN.get(templateType) ?? BUILT_IN.get(templateType.toLowerCase());
  if (builtInLayout) return { layout: builtInLayout, source: 'builtIn' };
  if (serverLayout) return { layout: serverLayout as TemplateLayout, source: 'server' };
  return { layout: { name: templateType, lead: DEFAULT_LEAD, columns: DEFAULT_COLUMNS }, source: 'fallback' };
}
