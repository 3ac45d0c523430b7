import { useTranslation } from 'react-i18next';
import { formatShare } from './answer-format.ts';
import { useShiftShare } from './use-answer-times.ts';
import './answer-times.css';

/**
 * The header's answer-time figure: the share of alarms taken within the target this shift, the operator's and the
 * centre's. Compact on screen; its full sentence (with the counts) is its accessible name and tooltip.
 */
export function ShiftShareIndicator() {
  const { t, i18n } = useTranslation();
  const share = useShiftShare();
  if (!share) return null;
  const { Operator: mine, Centre: centre } = share;
  const values = {
    seconds: share.TargetSeconds,
    mine: formatShare(mine.WithinTarget, mine.Taken, i18n.language),
    mineWithin: mine.WithinTarget,
    mineTaken: mine.Taken,
    centre: formatShare(centre.WithinTarget, centre.Taken, i18n.language),
    centreWithin: centre.WithinTarget,
    centreTaken: centre.Taken,
  };
  const full = t('targets.share.full', values);
  return (
    <p className="shift-share" role="group" aria-label={t('targets.share.label', values)} title={full}>
      {/* Below 1600 px the operator's own share only, so the header stays one row with its title in every language. */}
      <span aria-hidden="true" className="shift-share__wide">
        {t('targets.share.compact', values)}
      </span>
      <span aria-hidden="true" className="shift-share__narrow">
        {t('targets.share.narrow', values)}
      </span>
      <span className="visually-hidden">{full}</span>
    </p>
  );
}
