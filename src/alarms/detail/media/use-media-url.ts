import { useFreshLiveQuery } from '../../../db/use-fresh-live-query.ts';
import { useUserDatabase } from '../../../db/hooks.ts';
import { mediaSource } from '../../../domain/media.ts';

/** A media reference ready for src: loading while the engine fetches the file, missing when there is none. */
export type MediaUrl = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; url: string };

/** The address to show a media reference with: as it is, or the data URL the engine stored for its file (API-22). */
export function useMediaUrl(reference: string | null | undefined): MediaUrl {
  const db = useUserDatabase();
  const source = mediaSource(reference);
  const filename = source.kind === 'file' ? source.filename : null;
  const stored = useFreshLiveQuery(async () => (db && filename ? ((await db.mediaFiles.get(filename)) ?? null) : null), [db, filename]);
  if (source.kind === 'none') return { state: 'missing' };
  if (source.kind === 'url') return { state: 'ready', url: source.url };
  if (stored === undefined || stored === null) return { state: 'loading' };
  return stored.dataUrl ? { state: 'ready', url: stored.dataUrl } : { state: 'missing' };
}
