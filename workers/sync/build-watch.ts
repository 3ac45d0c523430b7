import type { ChannelLike } from './effects.ts';

/**
 * Version skew (pitfalls): after a deploy, tabs of the new build start a new engine (its worker name carries the
 * build id) while an old engine lives on for the old tabs. Two engines would fight over the user's one socket
 * (the server keeps one per device). Each engine announces its build when it starts; an engine that hears a
 * different build is the older one: it retires and tells its tabs to reload.
 */
export const BUILD_CHANNEL = 'arc-sync-builds';

export function watchForNewerBuild(channel: ChannelLike, build: string, onNewer: () => void): () => void {
  channel.onmessage = (event) => {
    const data = event.data as { kind?: unknown; build?: unknown } | null;
    if (data?.kind === 'engine-started' && typeof data.build === 'string' && data.build !== build) onNewer();
  };
  channel.postMessage({ kind: 'engine-started', build });
  return () => channel.close();
}
