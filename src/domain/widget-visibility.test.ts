import { describe, expect, it } from 'vitest';
import { isKnownWidgetMode, resolveVisibility } from './widget-visibility.ts';

describe('resolveVisibility', () => {
  it('WIDGET-01 OPENED shows the widget open', () => {
    expect(resolveVisibility('OPENED', false)).toBe('open');
  });
  it('WIDGET-02 CLOSED shows the widget closed', () => {
    expect(resolveVisibility('CLOSED', true)).toBe('closed');
  });
  it('WIDGET-03 OPEN_ON_CONTENT is open with content, else closed', () => {
    expect(resolveVisibility('OPEN_ON_CONTENT', true)).toBe('open');
    expect(resolveVisibility('OPEN_ON_CONTENT', false)).toBe('closed');
  });
  it('WIDGET-04 HIDDEN_IF_NO_CONTENT is open with content, else hidden', () => {
    expect(resolveVisibility('HIDDEN_IF_NO_CONTENT', true)).toBe('open');
    expect(resolveVisibility('HIDDEN_IF_NO_CONTENT', false)).toBe('hidden');
  });
  it('WIDGET-05 HIDE_THE_WIDGET hides the widget', () => {
    expect(resolveVisibility('HIDE_THE_WIDGET', true)).toBe('hidden');
  });
  it('WIDGET-06 an unknown mode falls back to open and is reported as unknown (for the warning)', () => {
    expect(resolveVisibility('SOMETIMES', false)).toBe('open');
    expect(resolveVisibility(undefined, false)).toBe('open');
    expect(isKnownWidgetMode('SOMETIMES')).toBe(false);
    expect(isKnownWidgetMode('opened')).toBe(false);
    expect(isKnownWidgetMode('CLOSED')).toBe(true);
  });
});
