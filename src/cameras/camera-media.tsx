import { type RefObject, useEffect, useRef } from 'react';
import { mediaErrorKind, type PlayerSnapshot } from './camera-player.ts';
import { HlsVideo } from './hls-video.tsx';
import { type MediaEvents, startVideo } from './video-start.ts';

export interface CameraMediaProps extends MediaEvents {
  source: NonNullable<PlayerSnapshot['source']>;
  title: string;
  volume: number;
  /** The element showing the picture, for the screenshot. */
  frameRef: RefObject<HTMLVideoElement | HTMLImageElement | null>;
}

/** The element of each format (calls §4): MJPEG in an img, WebM in a video, HLS via hls.js, proxy-security in a sandboxed frame. */
export function CameraMedia({ source, title, volume, frameRef, ...events }: CameraMediaProps) {
  switch (source.kind) {
    case 'mjpeg':
      return <MjpegImage url={source.url} title={title} frameRef={frameRef as RefObject<HTMLImageElement | null>} {...events} />;
    case 'mjpeg-frame':
      return <SecurityFrame url={source.url} title={title} onPlaying={events.onPlaying} />;
    case 'webm':
      return <WebmVideo url={source.url} title={title} volume={volume} frameRef={frameRef as RefObject<HTMLVideoElement | null>} {...events} />;
    case 'hls':
      return (
        <HlsVideo
          url={source.url}
          ticket={source.ticket}
          authorization={source.authorization ?? ''}
          title={title}
          volume={volume}
          frameRef={frameRef as RefObject<HTMLVideoElement | null>}
          {...events}
        />
      );
  }
}

/** Multipart MJPEG: the first decoded frame means it plays (Chrome fires load only when the stream ends). */
function MjpegImage({ url, title, frameRef, onPlaying, onFailed }: { url: string; title: string; frameRef: RefObject<HTMLImageElement | null> } & MediaEvents) {
  useEffect(() => {
    const poll = window.setInterval(() => {
      if ((frameRef.current?.naturalWidth ?? 0) > 0) {
        window.clearInterval(poll);
        onPlaying();
      }
    }, 200);
    return () => window.clearInterval(poll);
  }, [url, frameRef, onPlaying]);
  return <img ref={frameRef} className="camera-player__media" src={url} alt={title} onError={() => onFailed({ kind: 'network' })} />;
}

/** CAMERAPROXY_SECURITY: the proxy's MJPEG page in a frame that may do nothing at all (no scripts, no forms, no navigation). */
function SecurityFrame({ url, title, onPlaying }: { url: string; title: string; onPlaying(): void }) {
  // A sandboxed frame tells the page nothing about its content: it counts as playing once it is there.
  useEffect(() => onPlaying(), [url, onPlaying]);
  return <iframe className="camera-player__media camera-player__frame" src={url} title={title} sandbox="" referrerPolicy="no-referrer" />;
}

function WebmVideo({ url, title, volume, frameRef, onPlaying, onFailed, onEnded }: { url: string; title: string; volume: number; frameRef: RefObject<HTMLVideoElement | null> } & MediaEvents) {
  const started = useRef(false);
  useEffect(() => {
    const video = frameRef.current;
    if (!video) return;
    started.current = false;
    startVideo(video, onFailed);
  }, [url, frameRef, onFailed]);
  useEffect(() => {
    if (frameRef.current) frameRef.current.volume = volume;
  }, [volume, frameRef]);
  return (
    <video
      ref={frameRef}
      className="camera-player__media"
      src={url}
      aria-label={title}
      playsInline
      onPlaying={() => {
        if (!started.current) onPlaying();
        started.current = true;
      }}
      onError={() => onFailed({ kind: mediaErrorKind(frameRef.current?.error?.code) })}
      onEnded={onEnded}
    />
  );
}
