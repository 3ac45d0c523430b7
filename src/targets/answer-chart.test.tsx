import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnswerHour } from '../contract/index.ts';
import { fakeEngine } from '../app/testing/fake-engine.ts';
import { renderPart } from '../app/testing/render-console.tsx';
import { AnswerChart } from './answer-chart.tsx';

const hour = (index: number, figures: Partial<AnswerHour> = {}): AnswerHour => ({
  HourStart: new Date(Date.UTC(2026, 10, 28, index)).toISOString(),
  Count: 0,
  WithinTarget: 0,
  MedianWaitSeconds: null,
  P95WaitSeconds: null,
  ...figures,
});
const HOURS = Array.from({ length: 24 }, (_, index) => hour(index, index === 9 ? { Count: 40, WithinTarget: 39, MedianWaitSeconds: 12, P95WaitSeconds: 75 } : {}));

describe('AnswerChart', () => {
  it('answer-time targets: the 24 hours are a table a screen reader reads (share, count, median, p95), the SVG hidden from it', async () => {
    const { container } = await renderPart(<AnswerChart hours={HOURS} targetSeconds={60} />, fakeEngine(), 'en-GB');
    const table = screen.getByRole('table', { name: 'Answer times per hour, last 24 hours' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Hour', 'Within 60 s', 'Alarms', 'Median wait', '95th percentile wait']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    const busy = rows.find((row) => within(row).queryByRole('cell', { name: '40' }));
    expect(within(busy!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['97.5%', '40', '12 s', '1 min 15 s']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['–', '0', '–', '–']);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('rect.answer-chart__bar')).toHaveLength(24);
  });

  it('answer-time targets: the chart reads in Swedish too, numbers as Swedes write them', async () => {
    await renderPart(<AnswerChart hours={HOURS} targetSeconds={60} />, fakeEngine(), 'sv-SE');
    const table = screen.getByRole('table', { name: 'Svarstider per timme, senaste 24 timmarna' });
    expect(within(table).getByRole('columnheader', { name: 'Väntetid, 95:e percentilen' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: /^97,5\s%$/ })).toBeTruthy();
  });
});
