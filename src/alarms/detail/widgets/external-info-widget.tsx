import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_INFO_IFRAME_HEIGHT_PX, EXTERNAL_INFO_IFRAME_WIDTH } from '../../../domain/constants.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { externalContent, externalInfoLink } from './external-content.ts';

/** The server setting naming which attached link is the external information (a regular expression). */
const LINK_PATTERN_SETTING = 'EXTERNAL_INFO_LINK_PATTERN';

/**
 * External Information (core §2, WIDGET-11..14): a sandboxed iframe (400 px high, full width, camera and
 * microphone allowed), or sanitised html/markdown; a no-content note when there is no link.
 */
export function ExternalInfoWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const links = model.user?.AttachedLinks;
  const pattern = model.settings.raw[LINK_PATTERN_SETTING];
  const content = useMemo(() => externalContent(externalInfoLink(links, pattern)), [links, pattern]);
  const title = t('external.title');
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  return (
    <WidgetFrame id="externalInfo" title={title} mode={mode} hasContent={content.kind !== 'none'} fullscreen={content.kind !== 'none'}>
      {content.kind === 'none' ? <p className="widget__empty">{t('external.noContent')}</p> : null}
      {content.kind === 'failed' ? <p role="alert">{t('external.failed')}</p> : null}
      {content.kind === 'frame' && loadedUrl !== content.url ? <p role="status">{t('external.loading')}</p> : null}
      {content.kind === 'frame' ? (
        <iframe
          onLoad={() => setLoadedUrl(content.url)}
          className="external-info__frame"
          title={title}
          src={content.url}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          allow="camera; microphone"
          referrerPolicy="no-referrer"
          height={EXTERNAL_INFO_IFRAME_HEIGHT_PX}
          width={EXTERNAL_INFO_IFRAME_WIDTH}
        />
      ) : null}
      {content.kind === 'html' || content.kind === 'markdown' ? (
        // Sanitised by DOMPurify in externalContent.
        <div className="external-info__content" dangerouslySetInnerHTML={{ __html: content.html }} />
      ) : null}
    </WidgetFrame>
  );
}
