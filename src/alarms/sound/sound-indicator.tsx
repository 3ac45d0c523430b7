import { useTranslation } from 'react-i18next';
import { tabPlayer } from './tab-player.ts';
import type { AudioStatus } from './tone-player.ts';
import { useAlarmSoundStatus } from './use-alarm-sound-status.ts';
import './sound.css';

/** A struck-through speaker: the shell's mark for "alarms will not sound here". */
function MutedSpeaker() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
      <path d="M11 5.5l4 5M15 5.5l-4 5" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

/** In the shell header whenever alarm sound is off, muted, blocked by the browser or unavailable. */
export function SoundIndicator({ audio = tabPlayer }: { audio?: AudioStatus }) {
  const { t } = useTranslation();
  const status = useAlarmSoundStatus(audio);
  if (status === 'on' || status === 'elsewhere') return null;
  if (status === 'blocked') {
    return (
      <button type="button" className="sound-indicator sound-indicator--button" onClick={() => void audio.unlock()}>
        <MutedSpeaker /> {t('sound.enable')}
      </button>
    );
  }
  return (
    <p className="sound-indicator" role="status">
      <MutedSpeaker /> {t(`sound.status.${status}`)}
    </p>
  );
}
