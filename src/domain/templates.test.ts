import { describe, expect, it } from 'vitest';
import { isBuiltInTemplate, serverTemplateKey } from './templates.ts';

describe('built-in templates', () => {
  it('names are matched without case; others are the server\'s', () => {
    expect(isBuiltInTemplate('goteborg_v2')).toBe(true);
    expect(isBuiltInTemplate('DefaultPlanning')).toBe(true);
    expect(isBuiltInTemplate('ostergotland')).toBe(false);
    expect(serverTemplateKey('Ostergotland')).toBe('template:ostergotland');
  });
});
