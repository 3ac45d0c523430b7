import { describe, expect, it } from 'vitest';
import { resolveTemplate, TEMPLATE_TYPES, type TemplateLayout } from './template-registry.ts';

describe('template registry', () => {
  it('DETAIL-14 DETAIL-15 every template_type of the spec has a built-in body', () => {
    const named = ['beta', 'camera', 'camera_care', 'custom', 'doroarc', 'goteborg', 'goteborg_v2', 'kristiansund', 'doronorway', 'my', 'stanley', 'veolia', 'visit', 'visitalarm', 'visitnocam', 'curena', 'curena-callcenter', 'curena-alarm', 'curena-b2c', 'caverion-se', 'protecteddatastoredemo', 'defaultPlanning', 'defaultplanning', 'defaultalarmdemo', 'dynamic', 'default'];
    expect([...TEMPLATE_TYPES].sort()).toEqual(named.sort());
    for (const type of named) expect(resolveTemplate(type)).toMatchObject({ source: 'builtIn', layout: { name: type } });
  });

  it('DETAIL-16 another template_type uses a server-supplied layout, else the default body', () => {
    const server: TemplateLayout = { name: 'acme', columns: [[{ id: 'logs', mode: 'OPENED' }]] };
    expect(resolveTemplate('acme', server)).toEqual({ layout: server, source: 'server' });
    const fallback = resolveTemplate('acme');
    expect(fallback.source).toBe('fallback');
    expect(fallback.layout.columns).toBe(resolveTemplate('default').layout.columns);
  });
});
