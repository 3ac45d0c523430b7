import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFlood } from '../../db/rows.ts';
import './flood.css';

/** How long "Flood mode ended" stays after a flood ends. */
const ENDED_SHOWN_MS = 10_000;

/** While a flood lasts, its rate and the count waiting; when it ends, that it ended, said once. */
export function FloodBanner({ flood }: { flood: StoredFlood | undefined }) {
  const { t } = useTranslation('alarm');
  const on = flood?.on === true;
  const [wasOn, setWasOn] = useState(on);
  const [ended, setEnded] = useState(false);
  // Only a flood seen ending here is said to end: a console opened after it says nothing.
  if (wasOn !== on) {
    setWasOn(on);
    setEnded(!on);
  }
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => setEnded(false), ENDED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [ended]);
  if (on) {
    return (
      <div className="flood-banner" role="status">
        {t('flood.on', { rate: flood.ratePerMinute, waiting: flood.waiting })}
      </div>
    );
  }
  return ended ? (
    <div className="flood-banner flood-banner--ended" role="status">
      {t('flood.ended')}
    </div>
  ) : null;
}
