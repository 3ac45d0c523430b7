import { useTranslation } from 'react-i18next';
import { useAttachments } from '../../../db/hooks.ts';
import { alarmLinks, externalWindowFeatures, isOpenableLink, tooltip } from '../../../domain/media.ts';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import './media.css';

/** The alarm's links, Link and Timestamp (WIDGET-27); a link opens its page in a window of its own (WIDGET-26). */
export function LinksWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const attachments = useAttachments(model.alarm.AlarmId);
  const links = alarmLinks(model.details?.Links, attachments?.Links);
  return (
    <WidgetFrame id="links" title={t('media.links.title')} mode={mode} hasContent={links.length > 0}>
      {links.length === 0 ? (
        <p className="media__empty">{t('media.links.none')}</p>
      ) : (
        <table className="media-table">
          <caption className="visually-hidden">{t('media.links.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('media.links.link')}</th>
              <th scope="col">{t('media.links.timestamp')}</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link, index) => {
              const text = link.LinkDescription?.trim() || link.LinkUrl;
              return (
                <tr key={`${index}-${link.LinkUrl}`}>
                  <td className="media-table__text" dir="auto">
                    {isOpenableLink(link.LinkUrl) ? (
                      <a
                        href={link.LinkUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={tooltip(text)}
                        aria-label={t('media.links.open', { link: text })}
                        onClick={(event) => {
                          event.preventDefault();
                          window.open(link.LinkUrl, '_blank', externalWindowFeatures());
                        }}
                      >
                        {text}
                      </a>
                    ) : (
                      <span title={tooltip(text)}>{text}</span>
                    )}
                  </td>
                  <td>{link.LastUpdated ? formatDateTime(link.LastUpdated, model.timeFormat) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </WidgetFrame>
  );
}
