import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceMap } from './source-map.ts';

// Generated line 0: columns 0-9 from a.ts line 1, columns 10- from b.ts line 3. Line 1: column 0 from a.ts line 2.
const MAP = { version: 3, sources: ['a.ts', 'b.ts'], names: [], mappings: 'AAAA,UCEA;ADDA' };

function mapFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-map-')), 'x.js.map');
  writeFileSync(file, JSON.stringify(MAP));
  return file;
}

describe('source map decoding', () => {
  it('finds the original source and line of a generated position', () => {
    const map = new SourceMap(mapFile());
    expect(map.originalAt(0, 3)).toEqual({ source: 'a.ts', line: 1 });
    expect(map.originalAt(0, 12)).toEqual({ source: 'b.ts', line: 3 });
    expect(map.originalAt(1, 0)).toEqual({ source: 'a.ts', line: 2 });
    expect(map.originalAt(5, 0)).toBeUndefined();
  });

  it('shares the generated characters out by source', () => {
    const chars = new SourceMap(mapFile()).charsPerSource('0123456789abcdef\nxyz');
    expect(Object.fromEntries(chars)).toEqual({ 'a.ts': 13, 'b.ts': 6 });
  });
});
