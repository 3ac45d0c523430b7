import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Short extra text read with the label, e.g. a count. */
  badge?: ReactNode;
  /** Accessible description of the badge, e.g. "3 active alarms". */
  badgeLabel?: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix of the ids tying each tab to its panel (`${idPrefix}-tab-${id}` / `${idPrefix}-panel-${id}`). */
  idPrefix: string;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. */
export function Tabs({ label, items, selected, onSelect, idPrefix, className }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={['tabs', className ?? ''].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, item.id)}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? 'tab tab-selected' : 'tab'}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
            {item.badge !== undefined ? (
              <>
                <span className="tab-badge" aria-hidden={item.badgeLabel ? true : undefined}>
                  {item.badge}
                </span>
                {item.badgeLabel ? <span className="visually-hidden">{item.badgeLabel}</span> : null}
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The panel shown for the selected tab. */
export function TabPanel({ idPrefix, id, children, hidden }: { idPrefix: string; id: string; children: ReactNode; hidden?: boolean }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} hidden={hidden} className="tab-panel">
      {children}
    </div>
  );
}
