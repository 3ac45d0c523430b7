import { describe, expect, it } from 'vitest';
import { associatePanelShown, swapOffered } from './associate.ts';

describe('associate rules', () => {
  it('the panel shows for caverion-se or a widget setting', () => {
    expect(associatePanelShown('caverion-se', undefined)).toBe(true);
    expect(associatePanelShown('Caverion-SE', {})).toBe(true);
    expect(associatePanelShown('ostergotland', { associateWithOtherObject: true })).toBe(true);
    expect(associatePanelShown('ostergotland', { associateWithOtherObject: 'true' })).toBe(false);
    expect(associatePanelShown('default', undefined)).toBe(false);
  });

  it('swap is offered only when allowed, to the owner, outside read-only', () => {
    const allowed = { allowSwap: true };
    expect(swapOffered({ settings: allowed, readOnly: false, owner: true })).toBe(true);
    expect(swapOffered({ settings: {}, readOnly: false, owner: true })).toBe(false);
    expect(swapOffered({ settings: allowed, readOnly: true, owner: true })).toBe(false);
    expect(swapOffered({ settings: allowed, readOnly: false, owner: false })).toBe(false);
  });
});
