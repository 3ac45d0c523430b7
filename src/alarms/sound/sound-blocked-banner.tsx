import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioStatus } from './tone-player.ts';
import { useAlarmSoundStatus } from './use-alarm-sound-status.ts';
import './sound.css';

/**
 * After a reload the browser holds audio until the operator's first click or key press, so new alarms would be
 * silent without a word. Until audio runs this says so prominently; any click or key anywhere also unlocks it.
 */
export function SoundBlockedBanner({ audio }: { audio: AudioStatus }) {
  const { t } = useTranslation();
  const blocked = useAlarmSoundStatus(audio) === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    const unlock = () => void audio.unlock();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, [blocked, audio]);
  if (!blocked) return null;
  return (
    <div className="sound-banner" role="alert">
      <button type="button" className="sound-banner__button" onClick={() => void audio.unlock()}>
        {t('sound.enable')}
      </button>
      <span>{t('sound.blockedHint')}</span>
    </div>
  );
}
