import { type MessageOf, parseMessageOf } from '../../src/sync-client/messages.ts';
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
    const message = parseMessageOf(event.data, ['engine-started']);
    if (message && message.build !== build) onNewer();
  };
  const started: MessageOf<'engine-started'> = { kind: 'engine-started', build };
  channel.postMessage(started);
  return () => channel.close();
}
