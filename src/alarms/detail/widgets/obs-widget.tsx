import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';

/** The user's alarm action text in a box titled OBS (core §3): what the operator must know before acting. */
export function ObsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const user = model.user;
  const text = user?.AlarmAction?.trim() ?? '';
  return (
    <WidgetFrame id="obs" title={t('obs.title')} mode={mode} hasContent={text !== ''}>
      <div className="obs-box" role="note" aria-label={t('obs.title')}>
        <p className="obs-box__text" dir="auto">
          {text}
        </p>
        {user?.AlarmActionModifiedBy ? (
          <p className="obs-box__meta">
            {t('obs.modified', {
              name: user.AlarmActionModifiedBy,
              time: formatDateTime(user.AlarmActionModifiedAt, { ...model.timeFormat, timestamps: undefined }),
            })}
          </p>
        ) : null}
      </div>
    </WidgetFrame>
  );
}
