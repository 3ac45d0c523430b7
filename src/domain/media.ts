import type { Attachments } from '../contract/index.ts';
import { truncateText } from './alarm-logs.ts';
import { EXTERNAL_WINDOW_SIZE_PX, TOOLTIP_MAX } from './constants.ts';

/** Media, links and records of an alarm (calls §2, §3, §7). */

type MediaItem = NonNullable<Attachments['Images']>[number];
type Keyed<T> = (item: T) => string | undefined;

const mediaKey: Keyed<MediaItem> = (item) => item.Image ?? item.Sound ?? item.Video ?? item.LiveVideo ?? undefined;

/**
 * Later items replace earlier ones with the same key; items without a key are kept as they come. Order: first
 * appearance, so a list does not jump when an item is updated.
 */
function mergeBy<T>(stored: readonly T[] | null | undefined, incoming: readonly T[] | null | undefined, key: Keyed<T>): T[] {
  const merged = new Map<string, T>();
  const unkeyed: T[] = [];
  for (const item of [...(stored ?? []), ...(incoming ?? [])]) {
    const k = key(item);
    if (k === undefined) unkeyed.push(item);
    else merged.set(k, item);
  }
  return [...merged.values(), ...unkeyed];
}

/**
 * Attachments after an incremental load with the Latest cursor (WIDGET-33): logs, media, links and re-alarms the
 * answer carries are added to (or replace) the stored ones; locations and coordinates are the answer's, since they
 * are a current picture, not a history; the cursor moves to the answer's Latest.
 */
export function mergeAttachments(stored: Attachments | null | undefined, incoming: Attachments): Attachments {
  if (!stored) return incoming;
  return {
    ...stored,
    ...incoming,
    Logs: mergeBy(stored.Logs, incoming.Logs, (log) => String(log.Id)),
    Images: mergeBy(stored.Images, incoming.Images, mediaKey),
    Videos: mergeBy(stored.Videos, incoming.Videos, mediaKey),
    Sounds: mergeBy(stored.Sounds, incoming.Sounds, mediaKey),
    Links: mergeBy(stored.Links, incoming.Links, (link) => link.LinkUrl),
    Realarms: mergeBy(stored.Realarms, incoming.Realarms, () => undefined),
    Latest: incoming.Latest ?? stored.Latest,
  };
}

/** The Latest query value of the next attachments load: none before the first answer. */
export function latestQuery(stored: Attachments | null | undefined): { latest?: string } {
  const latest = stored?.Latest;
  return latest === undefined || latest === null || latest === '' ? {} : { latest: String(latest) };
}

/**
 * How a media reference is shown: a data: or http(s) address as it is; anything else is a file name the engine
 * fetches with GET api/media/file and stores as a data URL (API-22). Empty: nothing to show.
 */
export function mediaSource(reference: string | null | undefined): { kind: 'none' } | { kind: 'url'; url: string } | { kind: 'file'; filename: string } {
  const value = reference?.trim() ?? '';
  if (value === '') return { kind: 'none' };
  if (/^(data:|https?:\/\/)/i.test(value)) return { kind: 'url', url: value };
  return { kind: 'file', filename: value };
}

/** The file names of an alarm's media the engine must fetch (each once). */
export function mediaFileNames(attachments: Attachments | null | undefined): string[] {
  const items = [...(attachments?.Images ?? []), ...(attachments?.Sounds ?? []), ...(attachments?.Videos ?? [])];
  const names = new Set<string>();
  for (const item of items) {
    for (const reference of [item.Image, item.ThumbNail, item.Sound, item.Video, item.LiveVideo]) {
      const source = mediaSource(reference);
      if (source.kind === 'file') names.add(source.filename);
    }
  }
  return [...names];
}

/** A tooltip's text: at most 70 characters and an ellipsis (WIDGET-36); none for empty text. */
export function tooltip(text: string | null | undefined): string | undefined {
  const value = text?.trim() ?? '';
  return value === '' ? undefined : truncateText(value, TOOLTIP_MAX).text;
}

/** The window features of an external page: its own window, 1340x1340 (WIDGET-26), no way back to the console. */
export function externalWindowFeatures(): string {
  return `noopener,noreferrer,width=${EXTERNAL_WINDOW_SIZE_PX},height=${EXTERNAL_WINDOW_SIZE_PX}`;
}

/** Whether a link may be opened: http(s) pages only (a javascript: link must never run). */
export function isOpenableLink(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export type MeasurementDisplay = { kind: 'time'; value: string } | { kind: 'number'; value: number } | { kind: 'text'; value: string };

/**
 * A measurement's value by its DataType (WIDGET-28): timestamp as a time, int as a number, string (and any other
 * or unreadable value) as text.
 */
export function measurementDisplay(value: string | number | null | undefined, dataType: string | null | undefined): MeasurementDisplay {
  const text = value === null || value === undefined ? '' : String(value);
  switch (dataType?.trim().toLowerCase()) {
    case 'timestamp':
      return Number.isNaN(Date.parse(text)) ? { kind: 'text', value: text } : { kind: 'time', value: text };
    case 'int': {
      const number = typeof value === 'number' ? value : Number(text);
      return text.trim() !== '' && Number.isInteger(number) ? { kind: 'number', value: number } : { kind: 'text', value: text };
    }
    default:
      return { kind: 'text', value: text };
  }
}

type Link = NonNullable<Attachments['Links']>[number];

/**
 * The links of an alarm: those of its details and those of its attachments, each address once (the later copy
 * wins), newest first by LastUpdated; links without a time last.
 */
export function alarmLinks(...lists: (readonly Link[] | null | undefined)[]): Link[] {
  const merged = lists.reduce<Link[]>((all, list) => mergeBy(all, list, (link) => link.LinkUrl), []);
  const time = (link: Link) => (link.LastUpdated ? Date.parse(link.LastUpdated) : Number.NaN);
  const order = (link: Link) => (Number.isNaN(time(link)) ? Number.NEGATIVE_INFINITY : time(link));
  return merged.sort((a, b) => (order(a) === order(b) ? 0 : order(b) > order(a) ? 1 : -1));
}
