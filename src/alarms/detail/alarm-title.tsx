import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmLog } from '../../contract/index.ts';
import { alarmTextCutTo } from '../../domain/alarm-text-cut.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The alarm's text, the page's one h1 (qa-supervisor P3-15). A long text is clamped to a few lines with a toggle to
 * read it all, so Take alarm and the sections stay near the top; a text the server cut says so (qa-handling P2-12).
 */
export function AlarmTitle({ text, logs }: { text: string; logs: readonly AlarmLog[] }) {
  const { t } = useTranslation('alarm');
  const heading = useRef<HTMLHeadingElement>(null);
  const [expanded, setExpanded] = useState(false);
  const clamped = useHidesLines(heading, text);
  const cutTo = alarmTextCutTo(logs);
  return (
    <div className="alarm-title">
      <h1 ref={heading} className={`alarm-header__text free-text${expanded ? '' : ' alarm-header__text--clamped'}`} dir="auto">
        {text}
      </h1>
      {clamped || expanded ? (
        <Button variant="ghost" className="alarm-title__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('detail.textShowLess') : t('detail.textShowAll')}
        </Button>
      ) : null}
      {cutTo ? <p className="alarm-title__cut">{t('detail.textCut', { max: cutTo })}</p> : null}
    </div>
  );
}

/** Whether the clamped element hides lines; measured again when its text or its size changes. */
function useHidesLines(element: RefObject<HTMLElement | null>, text: string): boolean {
  const [hides, setHides] = useState(false);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setHides(target.scrollHeight > target.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, text]);
  return hides;
}
