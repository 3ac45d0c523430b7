import { describe, expect, it } from 'vitest';
import { clearMissing, clearShortcutStep } from './clear-readiness.ts';

describe('clearMissing', () => {
  it('names nothing once the server allows clearing', () => {
    expect(clearMissing({ clearAllowed: true, hasReason: false, hasAction: false })).toBeNull();
  });
  it('names the handling steps still missing', () => {
    expect(clearMissing({ clearAllowed: false, hasReason: false, hasAction: false })).toBe('reasonAndAction');
    expect(clearMissing({ clearAllowed: false, hasReason: false, hasAction: true })).toBe('reason');
    expect(clearMissing({ clearAllowed: false, hasReason: true, hasAction: false })).toBe('action');
  });
  it('falls back to the server conditions when both steps are done', () => {
    expect(clearMissing({ clearAllowed: false, hasReason: true, hasAction: true })).toBe('conditions');
  });
});

describe('clearShortcutStep', () => {
  it('asks first, and confirms on the second press', () => {
    expect(clearShortcutStep({ canClear: true, phase: 'idle', unsavedText: false })).toBe('ask');
    expect(clearShortcutStep({ canClear: true, phase: 'confirm', unsavedText: false })).toBe('confirm');
  });
  it('refuses while unsaved text is in a handling field, at either step', () => {
    expect(clearShortcutStep({ canClear: true, phase: 'idle', unsavedText: true })).toBe('unsavedText');
    expect(clearShortcutStep({ canClear: true, phase: 'confirm', unsavedText: true })).toBe('unsavedText');
  });
  it('does nothing when clearing is not possible or already under way', () => {
    expect(clearShortcutStep({ canClear: false, phase: 'idle', unsavedText: true })).toBe('none');
    expect(clearShortcutStep({ canClear: true, phase: 'pending', unsavedText: false })).toBe('none');
    expect(clearShortcutStep({ canClear: true, phase: 'error', unsavedText: false })).toBe('none');
  });
});
