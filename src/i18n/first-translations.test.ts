import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { fetchFirstTranslations } from './first-translations.ts';

describe('the first screen’s translations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are asked for by the entry, once: i18next takes those answers instead of asking again', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const namespace = /\/(\w+)\.json$/.exec(url)?.[1];
      return new Response(JSON.stringify({ appName: 'ARC console', from: `${namespace} as fetched` }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    fetchFirstTranslations();
    expect(asked).toEqual(['/locales/en-GB/common.json', '/locales/en-GB/login.json', '/locales/en-GB/alarm.json']);
    const i18n = await createI18n();
    expect(i18n.t('login:from')).toBe('login as fetched');
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('support')).toBe(true));
    expect(asked.filter((url) => url.endsWith('/common.json') || url.endsWith('/login.json') || url.endsWith('/alarm.json'))).toHaveLength(3);
    expect(asked).toContain('/locales/en-GB/support.json');
  });
});
