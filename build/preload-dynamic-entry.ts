import type { Plugin } from 'vite';

/**
 * Lists a dynamically imported chunk as a `modulepreload` in index.html: main.tsx draws the start picture first
 * and only then imports the console (src/start.tsx), which the browser should already be fetching by then.
 */
export function preloadDynamicEntry(source: string): Plugin {
  return {
    name: 'arc-preload-dynamic-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The chunk that holds the module (a code-splitting group may hold it beside others, under its own name).
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(source)));
        if (!chunk) throw new Error(`no chunk holds ${source}`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
