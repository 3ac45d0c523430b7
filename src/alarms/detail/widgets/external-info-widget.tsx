import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_INFO_IFRAME_HEIGHT_PX, EXTERNAL_INFO_IFRAME_WIDTH } from '../../../domain/constants.ts';
import { useEngine } from '../../../sync-client/engine-context.tsx';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { externalContent, externalInfoLink, type RenderedDocument, renderDocument } from './external-content.ts';

/** The server setting naming which attached link is the external information (a regular expression). */
const LINK_PATTERN_SETTING = 'EXTERNAL_INFO_LINK_PATTERN';

type Fetched = { url: string; document: RenderedDocument | null };

/**
 * External Information (core §2, WIDGET-11..15): a sandboxed iframe (400 px high, full width, camera and
 * microphone allowed) for a web page, or an html/markdown document (inline, or fetched through the engine)
 * sanitised with DOMPurify; LOADING_DATA while it loads, FAILED_LOAD_DATA when it cannot; a no-content note when
 * there is no link.
 */
export function ExternalInfoWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const engine = useEngine();
  const links = model.user?.AttachedLinks;
  const pattern = model.settings.raw[LINK_PATTERN_SETTING];
  const content = useMemo(() => externalContent(externalInfoLink(links, pattern), window.location.origin), [links, pattern]);
  const title = t('external.title');
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const fetchUrl = content.kind === 'fetch' ? content.url : null;

  useEffect(() => {
    if (fetchUrl === null) return;
    let current = true;
    void engine.fetchExternalContent(fetchUrl).then((result) => {
      if (current) setFetched({ url: fetchUrl, document: result.ok ? renderDocument(result.value.text, result.value.contentType) : null });
    });
    return () => {
      current = false;
    };
  }, [engine, fetchUrl]);

  const shown =
    content.kind === 'document' ? content.document : fetchUrl !== null && fetched?.url === fetchUrl ? fetched.document : undefined;
  const loading = (content.kind === 'frame' && loadedUrl !== content.url) || (fetchUrl !== null && shown === undefined);
  const failed = content.kind === 'failed' || (fetchUrl !== null && shown === null);

  return (
    <WidgetFrame id="externalInfo" title={title} mode={mode} hasContent={content.kind !== 'none'} fullscreen={content.kind !== 'none'}>
      {content.kind === 'none' ? <p className="widget__empty">{t('external.noContent')}</p> : null}
      {failed ? <p role="alert">{t('external.failed')}</p> : null}
      {loading ? <p role="status">{t('external.loading')}</p> : null}
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
      {shown?.kind === 'html' ? (
        // Sanitised by DOMPurify in renderDocument.
        <div className="external-info__content" dangerouslySetInnerHTML={{ __html: shown.html }} />
      ) : null}
      {shown?.kind === 'text' ? <pre className="external-info__content external-info__document">{shown.text}</pre> : null}
    </WidgetFrame>
  );
}
