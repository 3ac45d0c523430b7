import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../app/testing/fake-engine.ts';
import { renderAlarmView, seedAlarms } from '../alarms/testing/alarm-harness.tsx';
import type { CommandArgs } from '../sync-client/engine-api.ts';
import { BrowserLogUploader } from './browser-log-uploader.tsx';

describe('browser log uploader', () => {
  it('qa-supervisor P2-4: lines whose upload failed go again with the next upload', { timeout: 30_000 }, async () => {
    const uploads: string[][] = [];
    const engine = fakeEngine({
      uploadBrowserLog: async (args: CommandArgs<'uploadBrowserLog'>) => {
        uploads.push(args.lines);
        // The first upload meets an outage.
        return uploads.length === 1 ? { ok: false, code: 'OFFLINE' } : { ok: true, value: undefined };
      },
    });
    await seedAlarms({ settings: { UPLOAD_BROWSER_LOG: 'True' } });
    await renderAlarmView(<BrowserLogUploader />, { engine });
    console.info('during the outage');
    await waitFor(() => expect(uploads).toHaveLength(1), { timeout: 10_000 });
    console.info('back again');
    await waitFor(() => expect(uploads).toHaveLength(2), { timeout: 10_000 });
    const second = uploads[1]!.join('\n');
    expect(second).toContain('during the outage');
    expect(second).toContain('back again');
  });
});
