import { describe, expect, it } from 'vitest';
import { bundledTextAt } from './bundled-text.ts';

describe('the bundled text a hosted text replaces', () => {
  const bundle = { menu: { support: 'Support', settings: 'Settings' }, title: 'Operator console' };

  it('qa-supervisor P3-3 a key naming a bundled text answers that text', () => {
    expect(bundledTextAt(bundle, 'menu.support')).toBe('Support');
    expect(bundledTextAt(bundle, 'title')).toBe('Operator console');
  });

  it('qa-supervisor P3-3 a group, a key below a text, an unknown key and inherited names answer nothing', () => {
    for (const key of ['menu', 'menu.support.extra', 'extra', 'menu.extra', 'constructor', 'menu.toString', '__proto__']) expect(bundledTextAt(bundle, key), key).toBeUndefined();
  });
});
