import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { renderPart } from '../../../app/testing/render-console.tsx';
import type { AbsenceCalendar } from '../../../contract/index.ts';
import { AbsenceForm } from './absence-form.tsx';
import { AbsenceList } from './absence-list.tsx';

const NO_FORMAT = { dateFormat: undefined, timestamps: undefined };
const REASONS = ['Hospital', 'Short-term care', 'Travel', 'Visiting relatives', 'Other'];
const previous = (Id: number, Reason: string) => ({ Id, Reason, Comment: '', StartDate: '2026-01-0' + Id + 'T08:00:00Z', EndDate: '2026-01-0' + Id + 'T18:00:00Z' });
const calendar: AbsenceCalendar = { Ongoing: [], Upcoming: [], Previous: [previous(1, 'shortTermCare'), previous(2, 'Travel'), previous(3, 'Dentist')] };

describe('absence reasons', () => {
  it('qa-supervisor P2-15: a Swedish operator is offered and shown the reasons in Swedish; a stored code, an older English row and a reason of another set all read', async () => {
    const noop = () => undefined;
    await renderPart(
      <>
        <AbsenceForm reasons={REASONS} timeFormat={NO_FORMAT} pending={false} onSubmit={noop} />
        <AbsenceList calendar={calendar} timeFormat={NO_FORMAT} endingId={null} onEnd={noop} />
      </>,
      fakeEngine(),
      'sv-SE',
    );
    const options = within(screen.getByRole('combobox')).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual(['Sjukhus', 'Korttidsboende', 'Resa', 'Besöker anhöriga', 'Annat']);
    const cells = screen.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);
    expect(cells).toEqual(['Korttidsboende', 'Resa', 'Dentist']);
  });
});
