import { type ComponentType, createElement, lazy } from 'react';
import { importWithReload } from './import-with-reload.ts';

/** A lazily loaded screen; `preload` fetches its chunk ahead of its first render. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy for a named export, loaded by importWithReload. Once the chunk is there (preloaded, or rendered
 * before) the screen renders at once: React.lazy alone suspends on its first render even then, and React holds a
 * revealed boundary back up to 300 ms after the last fallback it showed, which a login or a start would wait for.
 */
export function lazyWithReload<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = (component: ComponentType<P>) => (loaded = component);
  const Lazy = lazy(async () => ({ default: keep(await importWithReload(load)) }));
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  // A failed preload is left to the first render, which reloads once (ERR-17): never under the operator's typing.
  Screen.preload = () => load().then(keep, () => undefined).then(() => undefined);
  return Screen;
}
