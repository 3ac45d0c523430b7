import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hlsErrorKind, streamErrorKey } from './camera-player.ts';
import { type MediaEvents, startVideo } from './video-start.ts';

interface HlsVideoProps extends MediaEvents {
  url: string;
  ticket: string;
  /** Basic auth with the media ticket (CAM-26), set on every playlist and segment request. */
  authorization: string;
  title: string;
  volume: number;
  frameRef: RefObject<HTMLVideoElement | null>;
}

const NATIVE_HLS = 'application/vnd.apple.mpegurl';

/**
 * HLS through hls.js, imported only when a camera plays so the pages without one never load it (CAM-24). The video
 * stays loading until the manifest is parsed; a fatal hls.js error is logged and handed to the retry handling
 * (CAM-25). hls.js is preferred where it runs, because only it can send the basic-auth header; the browser's own HLS
 * (Safari on iOS) gets the ticket in the query instead.
 */
export function HlsVideo({ url, ticket, authorization, title, volume, frameRef, onPlaying, onFailed, onEnded }: HlsVideoProps) {
  const { t } = useTranslation('cameras');
  const [parsed, setParsed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    const video = frameRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    setParsed(false);
    started.current = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          if (!video.canPlayType(NATIVE_HLS)) {
            onFailed({ kind: 'source' });
            return;
          }
          video.src = `${url}${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
          setParsed(true);
          startVideo(video, onFailed);
          return;
        }
        const hls = new Hls({
          lowLatencyMode: true,
          xhrSetup: (xhr) => xhr.setRequestHeader('Authorization', authorization),
        });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          setParsed(true);
          startVideo(video, onFailed);
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          const status = data.response?.code;
          console.warn(`camera HLS error: ${data.type} ${data.details}${status ? ` (${status})` : ''}`);
          const body = typeof data.response?.data === 'string' ? data.response.data : undefined;
          onFailed({ key: status && status >= 400 ? streamErrorKey(body) : undefined, kind: hlsErrorKind(data.type, data.details, status) });
        });
        hls.loadSource(url);
        hls.attachMedia(video);
      })
      .catch(() => {
        if (!cancelled) onFailed({ kind: 'source' });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, ticket, authorization, frameRef, onFailed]);
  useEffect(() => {
    if (frameRef.current) frameRef.current.volume = volume;
  }, [volume, frameRef]);
  return (
    <>
      {parsed ? null : (
        <p className="camera-player__loading" role="status">
          {t('player.loading')}
        </p>
      )}
      <video
        ref={frameRef}
        className="camera-player__media"
        aria-label={title}
        playsInline
        onPlaying={() => {
          if (!started.current) onPlaying();
          started.current = true;
        }}
        onEnded={onEnded}
      />
    </>
  );
}
