import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FULLSCREEN_WIDGET_HEIGHT, FULLSCREEN_WIDGET_WIDTH } from '../../domain/constants.ts';
import { isKnownWidgetMode, resolveVisibility } from '../../domain/widget-visibility.ts';
import { WidgetErrorBoundary } from './widgets/widget-error-boundary.tsx';

export interface WidgetFrameProps {
  id: string;
  title: string;
  /** The widget's visibility mode (OPENED, CLOSED, OPEN_ON_CONTENT, HIDDEN_IF_NO_CONTENT, HIDE_THE_WIDGET). */
  mode: string | undefined;
  hasContent: boolean;
  /** Extra controls in the title bar (e.g. the logs' Extended checkbox). */
  tools?: ReactNode;
  /** Offers a full-screen view (WIDGET-10: calc(100vh - 200px) high, full width); Escape leaves it. */
  fullscreen?: boolean;
  children: ReactNode;
}

/**
 * A collapsible widget of the alarm page honouring the visibility modes of core §2: hidden widgets render nothing,
 * the others start open or closed and the operator can toggle them. A crash inside stays inside (error panel).
 */
export function WidgetFrame({ id, title, mode, hasContent, tools, fullscreen = false, children }: WidgetFrameProps) {
  const { t } = useTranslation('alarm');
  const visibility = resolveVisibility(mode, hasContent);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (mode !== undefined && !isKnownWidgetMode(mode)) console.warn(`widget ${id}: unknown visibility mode ${mode}, shown opened`);
  }, [id, mode]);
  if (visibility === 'hidden') return null;
  const open = toggled ?? visibility === 'open';
  const titleId = `widget-${id}-title`;
  const bodyId = `widget-${id}-body`;
  return (
    <section
      className={full ? `widget widget--${id} widget--fullscreen` : `widget widget--${id}`}
      aria-labelledby={titleId}
      style={full ? { height: FULLSCREEN_WIDGET_HEIGHT, width: FULLSCREEN_WIDGET_WIDTH } : undefined}
      onKeyDown={(event) => {
        if (full && event.key === 'Escape') setFull(false);
      }}
    >
      <div className="widget__bar">
        <h3 className="widget__title" id={titleId}>
          <button type="button" className="widget__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setToggled(!open)}>
            <span aria-hidden="true" className="widget__chevron">
              {open ? '▾' : '▸'}
            </span>
            {title}
          </button>
        </h3>
        {tools ? <div className="widget__tools">{tools}</div> : null}
        {fullscreen && open ? (
          <button type="button" className="widget__fullscreen" aria-pressed={full} onClick={() => setFull(!full)}>
            {t(full ? 'widget.exitFullscreen' : 'widget.fullscreen', { title })}
          </button>
        ) : null}
      </div>
      <div id={bodyId} className="widget__body" hidden={!open}>
        <WidgetErrorBoundary widget={id}>{children}</WidgetErrorBoundary>
      </div>
    </section>
  );
}
