import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Snackbars hide on their own after 4 s (core §9). */
export const SNACKBAR_MS = 4000;

export type SnackbarTone = 'info' | 'success' | 'error';

interface SnackbarItem {
  id: number;
  message: string;
  tone: SnackbarTone;
  durationMs: number;
}

export interface SnackbarApi {
  /** Shows an already translated message. */
  show(message: string, options?: { tone?: SnackbarTone; durationMs?: number }): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a <SnackbarProvider>');
  return api;
}

/** Holds the snackbar queue and renders the current one in a polite live region. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<SnackbarItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback<SnackbarApi['show']>((message, options) => {
    const item = { id: nextId.current++, message, tone: options?.tone ?? 'info', durationMs: options?.durationMs ?? SNACKBAR_MS };
    setItems((current) => [...current, item]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const current = items[0];
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className="snackbar-region" role="status" aria-live="polite">
        {current ? <Snackbar key={current.id} item={current} onDone={dismiss} /> : null}
      </div>
    </SnackbarContext.Provider>
  );
}

function Snackbar({ item, onDone }: { item: SnackbarItem; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item, onDone]);
  return <div className={`snackbar snackbar-${item.tone}`}>{item.message}</div>;
}
