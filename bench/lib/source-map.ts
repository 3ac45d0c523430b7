import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One mapped range of a generated line: columns [column, next column) come from `source`. */
interface Segment {
  column: number;
  source: number;
  /** 0-based line in the original source. */
  line: number;
}

/** A decoded source map (v3, no index maps): which original source each generated position comes from. */
export class SourceMap {
  readonly sources: string[];
  private readonly lines: Segment[][];

  constructor(file: string) {
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; mappings: string };
    this.sources = map.sources;
    this.lines = decode(map.mappings);
  }

  /** The original source of a generated position (0-based line and column), if mapped. */
  sourceAt(line: number, column: number): string | undefined {
    const found = this.originalAt(line, column);
    return found?.source;
  }

  /** The original source and 1-based line of a generated position (0-based line and column), if mapped. */
  originalAt(line: number, column: number): { source: string; line: number } | undefined {
    const segments = this.lines[line];
    if (!segments?.length) return undefined;
    let low = 0;
    let high = segments.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((segments[mid] as Segment).column <= column) low = mid;
      else high = mid - 1;
    }
    const segment = segments[low] as Segment;
    const source = this.sources[segment.source];
    return segment.column <= column && source !== undefined ? { source, line: segment.line + 1 } : undefined;
  }

  /** Generated characters per original source, given the generated code's line lengths. */
  charsPerSource(code: string): Map<string, number> {
    const totals = new Map<string, number>();
    code.split('\n').forEach((text, line) => {
      const segments = this.lines[line] ?? [];
      segments.forEach((segment, index) => {
        const end = (segments[index + 1]?.column ?? text.length) - segment.column;
        const source = this.sources[segment.source] ?? '(unmapped)';
        totals.set(source, (totals.get(source) ?? 0) + Math.max(0, end));
      });
    });
    return totals;
  }
}

function decode(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let originalLine = 0;
  for (const lineText of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const values = vlq(segmentText);
      column += values[0] ?? 0;
      if (values.length >= 4) {
        source += values[1] ?? 0;
        originalLine += values[2] ?? 0;
        segments.push({ column, source, line: originalLine });
      }
    }
    lines.push(segments);
  }
  return lines;
}

function vlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
