import { createContext, type ReactNode, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { connectEngine } from './connect.ts';
import type { EngineClient, EngineEvent, EngineStatus, Send } from './engine-api.ts';

const EngineContext = createContext<EngineClient | null>(null);

let tabClient: EngineClient | null = null;

/** One connection per tab, even when StrictMode renders the provider twice (and the start's memory replica). */
export function tabEngineClient(): EngineClient {
  tabClient ??= connectEngine();
  return tabClient;
}

/** Provides the engine to the views; tests pass a fake `client`. */
export function EngineProvider({ client, children }: { client?: EngineClient; children: ReactNode }) {
  return <EngineContext.Provider value={client ?? tabEngineClient()}>{children}</EngineContext.Provider>;
}

export function useEngineClient(): EngineClient {
  const client = useContext(EngineContext);
  if (!client) throw new Error('the engine needs an <EngineProvider> above it');
  return client;
}

/** The engine's one typed `send(name, args)`. */
export function useSend(): Send {
  return useEngineClient().send;
}

export function useEngineStatus(): EngineStatus {
  const { status } = useEngineClient();
  return useSyncExternalStore(status.subscribe, status.current);
}

/** Calls `handler` for every engine event while the component is mounted (latest handler, no resubscribe). */
export function useEngineEvents(handler: (event: EngineEvent) => void): void {
  const { events } = useEngineClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => events.subscribe((event) => latest.current(event)), [events]);
}
