import { describe, expect, it } from 'vitest';
import { selectedStages, STAGE_NAMES, STAGES } from './stages.ts';

const names = (only: string | undefined) => selectedStages(only).map((stage) => stage.name);

describe('the bench stage table', () => {
  it('performance P6: the full run takes every stage but the repeated cold start, in the table\'s order', () => {
    expect(names(undefined)).toEqual(['server', 'writes', 'dc09', 'browser', 'hidden-sound', 'flood', 'lighthouse']);
  });

  it('performance P6: --only browser keeps the stages that belong to it; any other name runs that stage alone', () => {
    expect(names('browser')).toEqual(['browser', 'hidden-sound', 'flood', 'lighthouse']);
    for (const name of STAGE_NAMES.filter((stage) => stage !== 'browser')) expect(names(name)).toEqual([name]);
  });

  it('performance P6: every report key has one stage, so a stage not run reports each of its figures skipped once', () => {
    const keys = STAGES.flatMap((stage) => stage.figures);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(STAGE_NAMES).size).toBe(STAGE_NAMES.length);
  });
});
