import { useTranslation } from 'react-i18next';

/** Criticality 1 normal, 2 urgent, 3 acute (core §9): each has its own shape, so colour is never the only cue. */
const SHAPES = {
  1: { shape: 'circle', path: 'M6 1a5 5 0 1 0 0 10A5 5 0 1 0 6 1z' },
  2: { shape: 'diamond', path: 'M6 0.5 11.5 6 6 11.5 0.5 6z' },
  3: { shape: 'triangle', path: 'M6 0.5 11.8 11.2H0.2z' },
} as const;

/** An alarm's priority as a shape and a word; nothing for an alarm without one. */
export function PriorityMark({ priority }: { priority: number | null | undefined }) {
  const { t } = useTranslation('alarm');
  if (priority !== 1 && priority !== 2 && priority !== 3) return null;
  const { shape, path } = SHAPES[priority];
  return (
    <span className={`alarm-priority alarm-priority--${priority}`}>
      <svg data-shape={shape} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
      <span className="visually-hidden">{t('list.priorityLabel')} </span>
      {t(`list.priority.${priority}`)}
    </span>
  );
}
