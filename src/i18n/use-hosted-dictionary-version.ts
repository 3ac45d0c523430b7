import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DICTIONARY_VERSION_SETTING } from '../contract/index.ts';
import { useSettings } from '../db/hooks.ts';
import { refreshHostedDictionaries } from './create-i18n.ts';

/**
 * Brings an edited hosted dictionary into the console within its one-day cache: the server moves the
 * DICTIONARY_VERSION setting on with every edit, the engine loads the settings at login, on reload and when the
 * server says the user changed, and a version not seen before fetches the dictionaries again.
 */
export function useHostedDictionaryVersion(): void {
  const { i18n } = useTranslation();
  const version = useSettings()?.raw[DICTIONARY_VERSION_SETTING];
  useEffect(() => {
    if (version) void refreshHostedDictionaries(i18n, version);
  }, [i18n, version]);
}
