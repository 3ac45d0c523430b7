import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../db/hooks.ts';
import { initialLanguage } from '../domain/language.ts';
import { storedLanguage } from './first-translations.ts';

/**
 * Once the operator is known, start in their own language (Me.Language); respondent 0 gets the browser's language
 * instead of the default (I18N-04). A language picked on this browser wins, and is not overridden.
 */
export function useInitialLanguage(): void {
  const { i18n } = useTranslation();
  const me = useMe();
  const respondentId = me?.RespondentId;
  const userLanguage = typeof me?.Language === 'string' ? me.Language : null;
  useEffect(() => {
    if (respondentId === undefined || storedLanguage()) return;
    const language = initialLanguage({ respondentId, userLanguage, browserLanguage: navigator.language });
    if (language !== i18n.language) void i18n.changeLanguage(language);
  }, [i18n, respondentId, userLanguage]);
}
