import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { ServerContext } from '../context.ts';
import { refuse } from './camera-service.ts';
import { FRAME_HEIGHT, FRAME_WIDTH, renderFrame } from './frame.ts';
import { positionAt } from './ptz.ts';
import { StreamBudget, type StreamLimits } from './stream-budget.ts';

const FPS = 5;
/** An HLS feed nobody has asked for a playlist or segment for this long is stopped. */
const HLS_IDLE_MS = 15_000;
/** How long a first playlist request waits for ffmpeg to write the playlist (its first 1 s segment). */
const HLS_FIRST_PLAYLIST_MS = 10_000;
/** Every WebM viewer costs an encoder: a camera serves this many at once (then 503, the console tries again). */
export const MAX_WEBM_VIEWERS = 4;

/** ffmpeg: ARC_FFMPEG when set, else the optional dependency's binary; null when neither exists (no streams). */
export function findFfmpeg(): string | null {
  const configured = process.env.ARC_FFMPEG;
  if (configured) return existsSync(configured) ? configured : null;
  try {
    const bundled = join(dirname(createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
    return existsSync(bundled) ? bundled : null;
  } catch {
    return null;
  }
}

/** Every encoder reads the rendered frames as raw RGB from its stdin, and encodes on one thread (security #NM4). */
const RAW_INPUT = ['-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${FRAME_WIDTH}x${FRAME_HEIGHT}`, '-r', String(FPS), '-i', '-', '-an', '-threads', '1'];
/** Encoders yield the CPU to the Node process that takes alarms (nice 10; raising one's own niceness needs no rights). */
const ENCODER_NICENESS = 10;
const MJPEG_OUTPUT = ['-c:v', 'mjpeg', '-q:v', '6', '-f', 'image2pipe', '-'];
// Each frame is sent 5 times (25 fps): a browser probes about 20 frames before it plays a WebM stream, 4 s at 5 fps.
const WEBM_OUTPUT = ['-r', '25', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-g', '50', '-f', 'webm', '-live', '1', '-cluster_time_limit', '1000', '-'];
// A keyframe every second, so every 1 s segment starts with one.
const hlsOutput = (dir: string) => ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', String(FPS), '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments', '-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')];

/**
 * One ffmpeg process fed with frames; a frame is dropped rather than queued when ffmpeg falls behind. It holds one
 * encoder of the budget (`release`) until it is stopped or ends.
 */
class Encoder {
  readonly output: Readable;
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private stopped = false;

  constructor(
    ffmpeg: string,
    args: string[],
    ctx: ServerContext,
    private readonly release: () => void,
  ) {
    this.child = spawn(ffmpeg, [...RAW_INPUT, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.output = this.child.stdout;
    if (this.child.pid !== undefined) {
      try {
        setPriority(this.child.pid, ENCODER_NICENESS);
      } catch (error) {
        ctx.log.warn({ err: error }, 'camera: ffmpeg runs without a lower priority');
      }
    }
    this.child.on('error', (error) => ctx.log.warn({ err: error }, 'camera: ffmpeg failed'));
    // A killed encoder's stdin fails with EPIPE: the feed stops writing to it anyway.
    this.child.stdin.on('error', () => undefined);
    this.child.stderr.on('data', (chunk: Buffer) => ctx.log.warn({ ffmpeg: chunk.toString().slice(0, 500) }, 'camera: ffmpeg says'));
    this.child.on('exit', (code, signal) => {
      release();
      if (!this.stopped) ctx.log.warn({ code, signal }, 'camera: ffmpeg ended by itself');
    });
  }

  write(frame: Buffer): void {
    const stdin = this.child.stdin;
    if (stdin.writable && !stdin.writableNeedDrain) stdin.write(frame);
  }

  stop(): void {
    this.stopped = true;
    this.release();
    this.child.stdin.destroy();
    this.child.kill('SIGKILL');
  }
}

/** Splits ffmpeg's image2pipe output into JPEG images (each ends with the EOI marker, which JPEG data never holds). */
function jpegSplitter(onImage: (jpeg: Buffer) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (let end = pending.indexOf('ffd9', 2, 'hex'); end >= 0; end = pending.indexOf('ffd9', 2, 'hex')) {
      onImage(pending.subarray(0, end + 2));
      pending = pending.subarray(end + 2);
    }
  };
}

/** One camera's scene rendered at 5 frames a second into the encoders its viewers need; it stops with its last viewer. */
class Feed {
  private readonly timer: NodeJS.Timeout;
  private busy = false;
  private mjpeg: Encoder | undefined;
  private readonly mjpegViewers = new Set<(jpeg: Buffer) => void>();
  private latestJpeg: Buffer | undefined;
  private hls: { encoder: Encoder; dir: string; lastAsked: number } | undefined;
  private readonly webm = new Set<Encoder>();

  constructor(
    private readonly cameraId: number,
    private readonly startEncoder: (args: string[]) => Encoder,
    private readonly ctx: ServerContext,
    private readonly onIdle: () => void,
  ) {
    this.timer = setInterval(() => this.tick(), 1000 / FPS);
  }

  watchMjpeg(onImage: (jpeg: Buffer) => void): () => void {
    if (!this.mjpeg) {
      const encoder = this.startEncoder(MJPEG_OUTPUT);
      encoder.output.on('data', jpegSplitter((jpeg) => {
        this.latestJpeg = jpeg;
        for (const viewer of this.mjpegViewers) viewer(jpeg);
      }));
      this.mjpeg = encoder;
    }
    this.mjpegViewers.add(onImage);
    if (this.latestJpeg) onImage(this.latestJpeg);
    return () => {
      this.mjpegViewers.delete(onImage);
      if (this.mjpegViewers.size === 0) {
        this.mjpeg?.stop();
        this.mjpeg = undefined;
        this.latestJpeg = undefined;
      }
    };
  }

  /** A WebM stream of its own for one viewer (a WebM stream cannot be joined midway); refused when the camera has enough. */
  openWebm(): { output: Readable; close: () => void } {
    if (this.webm.size >= MAX_WEBM_VIEWERS) throw refuse('STREAM_NOT_AVAILABLE', 'This camera serves as many WebM viewers as it can: try MJPEG or HLS', 503);
    const encoder = this.startEncoder(WEBM_OUTPUT);
    this.webm.add(encoder);
    return {
      output: encoder.output,
      close: () => {
        this.webm.delete(encoder);
        encoder.stop();
      },
    };
  }

  /** The folder ffmpeg writes the HLS playlist and segments into (started on the first request). */
  hlsDir(): string {
    if (!this.hls) {
      const dir = mkdtempSync(join(tmpdir(), `arc-camera-${this.cameraId}-`));
      try {
        this.hls = { encoder: this.startEncoder(hlsOutput(dir)), dir, lastAsked: Date.now() };
      } catch (error) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
    this.hls.lastAsked = Date.now();
    return this.hls.dir;
  }

  private stopHls(): void {
    if (!this.hls) return;
    this.hls.encoder.stop();
    rmSync(this.hls.dir, { recursive: true, force: true });
    this.hls = undefined;
  }

  private tick(): void {
    if (this.hls && Date.now() - this.hls.lastAsked > HLS_IDLE_MS) this.stopHls();
    if (!this.mjpeg && !this.hls && this.webm.size === 0) {
      this.close();
      this.onIdle();
      return;
    }
    if (this.busy) return;
    this.busy = true;
    this.render()
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'camera: frame failed'))
      .finally(() => {
        this.busy = false;
      });
  }

  private async render(): Promise<void> {
    const motion = await this.ctx.db.selectFrom('cameras').select(['Pan', 'Tilt', 'Zoom', 'PanSpeed', 'TiltSpeed', 'ZoomSpeed', 'MovedAt']).where('Id', '=', this.cameraId).executeTakeFirst();
    if (!motion) return;
    const now = this.ctx.clock.now();
    const frame = renderFrame(positionAt(motion, now), now);
    this.mjpeg?.write(frame);
    this.hls?.encoder.write(frame);
    for (const encoder of this.webm) encoder.write(frame);
  }

  close(): void {
    clearInterval(this.timer);
    this.mjpeg?.stop();
    this.mjpeg = undefined;
    this.mjpegViewers.clear();
    this.stopHls();
    for (const encoder of this.webm) encoder.stop();
    this.webm.clear();
  }
}

/**
 * The demo cameras' live feeds (one per watched camera) and the open streams, all ended when the server closes; the
 * budget caps the encoders they run and the streams each operator and ticket opens.
 */
export class CameraFeeds {
  private readonly feeds = new Map<number, Feed>();
  private readonly streams = new Set<() => void>();
  readonly budget: StreamBudget;

  constructor(
    private readonly ctx: ServerContext,
    private readonly ffmpeg: string | null,
    limits: StreamLimits,
  ) {
    this.budget = new StreamBudget(limits);
  }

  get available(): boolean {
    return this.ffmpeg !== null;
  }

  /** viewcamera asks first, so that a player learns why before it opens a stream. */
  assertRoomFor(respondentId: number): void {
    this.budget.assertRoomFor(respondentId);
  }

  feed(cameraId: number): Feed {
    const ffmpeg = this.ffmpeg;
    if (ffmpeg === null) throw new Error('camera streams need ffmpeg');
    let feed = this.feeds.get(cameraId);
    if (!feed) {
      const start = (args: string[]) => new Encoder(ffmpeg, args, this.ctx, this.budget.takeEncoder());
      const created = new Feed(cameraId, start, this.ctx, () => {
        if (this.feeds.get(cameraId) === created) this.feeds.delete(cameraId);
      });
      this.feeds.set(cameraId, created);
      feed = created;
    }
    return feed;
  }

  /** Waits (briefly) for the HLS file to exist; null when it does not (a name it never writes, or a deleted segment). */
  async hlsFile(cameraId: number, name: string): Promise<string | null> {
    const path = join(this.feed(cameraId).hlsDir(), name);
    const deadline = Date.now() + (name === 'index.m3u8' ? HLS_FIRST_PLAYLIST_MS : 0);
    while (!existsSync(path)) {
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return path;
  }

  /** Registers an open stream's end function, so closeAll ends it; returns the unregistering function. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  closeAll(): void {
    for (const end of [...this.streams]) end();
    for (const feed of this.feeds.values()) feed.close();
    this.feeds.clear();
    this.budget.close();
  }
}
