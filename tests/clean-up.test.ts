import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTree, stopProcessGroup } from './clean-up.ts';

describe('clean-up of a browser profile or a database folder', () => {
  it('stops every process of the group, the helpers included, so the folder they wrote to can be removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arc-clean-up-'));
    // A main process that has a helper writing to the folder in the background, as Chromium's renderers do.
    const main = spawn('sh', ['-c', `(while :; do mkdir -p "${dir}/Default/x"; touch "${dir}/Default/x/$$RANDOM"; done) & while :; do sleep 1; done`], { stdio: 'ignore', detached: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopProcessGroup(main, 500);
    await removeTree(dir);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(dir)).toBe(false);
  });
});
