import { describe, expect, it } from 'vitest';
import { plannedEditRestriction } from './planned-edit.ts';

const NOW = Date.UTC(2026, 10, 28, 10, 0);
const due = { PlannedTime: new Date(NOW - 30 * 60_000).toISOString(), RespondentName: 'David Dahl' };
const later = { PlannedTime: new Date(NOW + 3 * 3600_000).toISOString(), RespondentName: null };

describe('planning edits of a planned alarm', () => {
  it('qa-supervisor P3-14 a raised planned alarm a colleague owns is theirs to change, and they are named', () => {
    expect(plannedEditRestriction(due, 'Responded', NOW)).toEqual({ kind: 'ownerOnly', name: 'David Dahl' });
  });

  it('qa-supervisor P3-14 a raised planned alarm nobody took must be taken first; the owner and a visit not due yet are free', () => {
    expect(plannedEditRestriction({ ...due, RespondentName: null }, 'NotResponded', NOW)).toEqual({ kind: 'takeFirst' });
    expect(plannedEditRestriction(due, 'My', NOW)).toBeNull();
    expect(plannedEditRestriction(later, 'NotResponded', NOW)).toBeNull();
    expect(plannedEditRestriction(due, 'Deactivated', NOW)).toBeNull();
  });
});
