import { describe, expect, it } from 'vitest';
import type { ServerTemplateLayout } from '../../contract/index.ts';
import { BUILT_IN_TEMPLATE_TYPES } from '../../domain/templates.ts';
import { resolveTemplate, type TemplateLayout } from './template-registry.ts';

const ids = (slots: TemplateLayout['lead']) => (slots ?? []).map((slot) => slot.id);
const everywhere = (layout: TemplateLayout) => [...(layout.lead ?? []), ...layout.columns.flat()];
const slot = (layout: TemplateLayout, id: string) => everywhere(layout).find((s) => s.id === id);

describe('template registry', () => {
  it('every template_type of the spec has a built-in body, named after it, whatever its case', () => {
    const named = ['beta', 'camera', 'camera_care', 'custom', 'doroarc', 'goteborg', 'goteborg_v2', 'kristiansund', 'doronorway', 'my', 'stanley', 'veolia', 'visit', 'visitalarm', 'visitnocam', 'curena', 'curena-callcenter', 'curena-alarm', 'curena-b2c', 'caverion-se', 'protecteddatastoredemo', 'defaultPlanning', 'defaultplanning', 'defaultalarmdemo', 'dynamic', 'default'];
    expect([...BUILT_IN_TEMPLATE_TYPES].sort()).toEqual(named.sort());
    for (const type of named) expect(resolveTemplate(type)).toMatchObject({ source: 'builtIn', layout: { name: type } });
    expect(resolveTemplate('CAMERA')).toMatchObject({ source: 'builtIn', layout: { name: 'camera' } });
  });

  it('each widget appears once in every built-in body, and the default family keeps the default body', () => {
    for (const type of BUILT_IN_TEMPLATE_TYPES) {
      const all = everywhere(resolveTemplate(type).layout).map((s) => s.id);
      expect(new Set(all).size, type).toBe(all.length);
    }
    const base = resolveTemplate('default').layout;
    for (const type of ['beta', 'custom', 'doroarc', 'my', 'stanley', 'veolia', 'curena', 'dynamic']) {
      const { lead, columns } = resolveTemplate(type).layout;
      expect({ lead, columns }, type).toEqual({ lead: base.lead, columns: base.columns });
    }
  });

  it('camera templates lead with the cameras; visitnocam never shows them', () => {
    for (const type of ['camera', 'camera_care', 'visit', 'visitalarm']) {
      const layout = resolveTemplate(type).layout;
      expect(ids(layout.lead)[0], type).toBe('cameras');
      expect(layout.lead?.[0]?.mode).toBe('OPENED');
      expect(ids(layout.columns.flat())).not.toContain('cameras');
    }
    expect(slot(resolveTemplate('visitnocam').layout, 'cameras')?.mode).toBe('HIDE_THE_WIDGET');
  });

  it('goteborg templates put the commands beside the alarm text; caverion-se adds the associate panel; planning leads with the alarm', () => {
    for (const type of ['goteborg', 'goteborg_v2']) {
      const layout = resolveTemplate(type).layout;
      expect(ids(layout.lead)).toEqual(['handling']);
      const left = ids(layout.columns[0]);
      expect(left.indexOf('commands')).toBe(left.indexOf('alarmInfo') + 1);
    }
    const caverion = resolveTemplate('caverion-se').layout;
    const left = ids(caverion.columns[0]);
    expect(left.indexOf('associate')).toBe(left.indexOf('userInfo') + 1);
    expect(slot(caverion, 'associate')?.settings).toEqual({ associateWithOtherObject: true, allowSwap: true });
    expect(slot(resolveTemplate('default').layout, 'associate')).toBeUndefined();
    for (const type of ['defaultPlanning', 'defaultplanning']) {
      expect(ids(resolveTemplate(type).layout.lead)).toEqual(['handling', 'alarmInfo', 'commands']);
      expect(slot(resolveTemplate(type).layout, 'cameras')?.mode).toBe('HIDE_THE_WIDGET');
    }
    expect(ids(resolveTemplate('curena-callcenter').layout.columns[1])[0]).toBe('externalInfo');
  });

  it('another template_type uses a server-supplied layout, else the default body', () => {
    const server: ServerTemplateLayout = { name: 'acme', columns: [[{ id: 'logs', mode: 'OPENED' }]] };
    expect(resolveTemplate('acme', server)).toEqual({ layout: server, source: 'server' });
    expect(resolveTemplate('camera', server).source).toBe('builtIn');
    const fallback = resolveTemplate('acme');
    expect(fallback.source).toBe('fallback');
    expect(fallback.layout.columns).toBe(resolveTemplate('default').layout.columns);
  });
});
