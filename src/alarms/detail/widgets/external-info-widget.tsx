import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_INFO_IFRAME_HEIGHT_PX, EXTERNAL_INFO_IFRAME_WIDTH } from '../../../domain/constants.ts';
import { importWithReload } from '../../../ui/import-with-reload.ts';
import type { Send } from '../../../sync-client/engine-api.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import type { RenderedDocument } from './external-content.ts';
import { externalInfoLink } from '../../../domain/links.ts';
import { type ExternalContent, externalContent, frameOriginsSetting } from './external-link.ts';

/** The server setting naming which attached link is the external information (a regular expression). */
const LINK_PATTERN_SETTING = 'EXTERNAL_INFO_LINK_PATTERN';
/** The server setting listing the origins whose pages may be framed (the CSP's frame-src). */
const FRAME_ORIGINS_SETTING = 'ExternalFrameOrigins';

/** A document rendered for the source named `key`; null when it could not be had (FAILED_LOAD_DATA). */
type Rendered = { key: string; document: RenderedDocument | null };

/** The document the link names: carried inline, or fetched through the engine (null when the fetch fails). */
type DocumentSource = { key: string; load(): Promise<{ text: string; contentType: string } | null> };

function documentSource(content: ExternalContent, send: Send): DocumentSource | null {
  if (content.kind === 'inline') return { key: `inline ${content.contentType} ${content.text}`, load: async () => content };
  if (content.kind !== 'fetch') return null;
  return {
    key: `fetch ${content.url}`,
    load: async () => {
      const result = await send('fetchExternalContent', { url: content.url });
      return result.ok ? result.value : null;
    },
  };
}

/**
 * External Information (core §2, WIDGET-11..15): a sandboxed iframe (400 px high, full width) for a web page of an
 * allowed origin (ExternalFrameOrigins; no camera or microphone, no same-origin: security #17), a link for a page
 * of any other origin, or an html/markdown document (inline, or fetched through the engine) sanitised with
 * DOMPurify; LOADING_DATA while it loads, FAILED_LOAD_DATA when it cannot; a no-content note when there is no link.
 */
export function ExternalInfoWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const links = model.user?.AttachedLinks;
  const pattern = model.settings.raw[LINK_PATTERN_SETTING];
  const frameOrigins = model.settings.raw[FRAME_ORIGINS_SETTING];
  const content = useMemo(
    () => externalContent(externalInfoLink(links, pattern), window.location.origin, frameOriginsSetting(frameOrigins)),
    [links, pattern, frameOrigins],
  );
  const title = t('external.title');
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const source = useMemo(() => documentSource(content, send), [content, send]);
  // Keyed by the source, not the object: a live-query update with the same link must not fetch again.
  const sourceKey = source?.key ?? null;
  const sourceRef = useRef(source);
  sourceRef.current = source;

  useEffect(() => {
    const current = sourceRef.current;
    if (!current) return;
    let active = true;
    void Promise.all([current.load(), importWithReload(() => import('./external-content.ts'))])
      .then(([document, { renderDocument }]) => (document ? renderDocument(document.text, document.contentType) : null))
      .catch(() => null)
      .then((document) => {
        if (active) setRendered({ key: current.key, document });
      });
    return () => {
      active = false;
    };
  }, [sourceKey]);

  const shown = sourceKey !== null && rendered?.key === sourceKey ? rendered.document : undefined;
  const loading = (content.kind === 'frame' && loadedUrl !== content.url) || (sourceKey !== null && shown === undefined);
  const failed = content.kind === 'failed' || (sourceKey !== null && shown === null);

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
          // No allow-same-origin and no camera/microphone: a framed page keeps an opaque origin and no devices.
          sandbox="allow-scripts allow-forms allow-popups"
          allow=""
          referrerPolicy="no-referrer"
          height={EXTERNAL_INFO_IFRAME_HEIGHT_PX}
          width={EXTERNAL_INFO_IFRAME_WIDTH}
        />
      ) : null}
      {content.kind === 'link' ? (
        <p>
          <a href={content.url} target="_blank" rel="noopener noreferrer">
            {t('external.openLink')}
          </a>
        </p>
      ) : null}
      {shown?.kind === 'html' ? (
        // Sanitised by DOMPurify in renderDocument.
        <div className="external-info__content" dangerouslySetInnerHTML={{ __html: shown.html }} />
      ) : null}
      {shown?.kind === 'text' ? <pre className="external-info__content external-info__document">{shown.text}</pre> : null}
    </WidgetFrame>
  );
}
