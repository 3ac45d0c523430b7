import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { preloadDynamicEntry } from './build/preload-dynamic-entry.ts';

/** Build facts shown in the app-info modal (version, bundle hash, branch). */
function gitFact(command: string, fallback: string): string {
  try {
    return execSync(command, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || fallback;
  } catch {
    return fallback;
  }
}

// The voice SDK's signalling client, outside its package exports (see src/calls/softphone/voice-device.ts).
export const voiceSignalling = fileURLToPath(new URL('./node_modules/@twilio/voice-sdk/esm/twilio/pstream.js', import.meta.url));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const buildId = `${pkg.version}-${gitFact('git rev-parse --short HEAD', 'dev')}-${Date.now().toString(36)}`;

// The console talks to the server on the same origin in production; in dev, Vite proxies /api to it.
const apiTarget = process.env.ARC_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
    __GIT_BRANCH__: JSON.stringify(gitFact('git rev-parse --abbrev-ref HEAD', 'unknown')),
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'ARC operator console',
        short_name: 'ARC console',
        description: 'Take over, handle and clear alarms',
        theme_color: '#12355b',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // The alarm sounds too: an alarm arriving while the server or network is down must still sound from its file.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}', 'locales/**/*.json', 'sounds/alarm/*.wav'],
        navigateFallback: '/index.html',
        // Camera streams open in an iframe (a navigation): they must reach the server, not get index.html.
        navigateFallbackDenylist: [/^\/api/, /^\/media\//, /^\/healthz/, /^\/readyz/, /^\/metrics/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The service worker's own bundle (workbox runtime) gets no map and no sourceMappingURL either.
        sourcemap: false,
      },
    }),
    preloadDynamicEntry('/src/start.tsx'),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: 'twilio-voice-signalling', replacement: voiceSignalling },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/contract/zod-browser.ts', import.meta.url)) },
    ],
  },
  worker: { format: 'es' },
  // Maps stay on disk for the bench (bench/sections/weight.ts) without a sourceMappingURL comment; the server
  // refuses *.map and the service worker does not precache them.
  build: {
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each group takes what its modules import, unless a group before it took that: the entry keeps only
          // what draws the start picture; the console (start.tsx) then takes React and the rest of the first
          // screen, so the login chunk holds the login alone.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'console', test: /[\\/]src[\\/]start\.tsx$/, priority: 2 },
            { name: 'login', test: /[\\/]src[\\/]login[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        ws: true,
        changeOrigin: true,
        // The server accepts push sockets only from the console's own origin: in development that is this dev
        // server, which speaks for the API's origin (changeOrigin already rewrites Host to it).
        configure: (proxy) => proxy.on('proxyReqWs', (proxyReq) => proxyReq.setHeader('origin', new URL(apiTarget).origin)),
      },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
});
