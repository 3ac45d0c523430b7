import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './create-i18n.ts';
import { LANGUAGE_NAMES } from '../domain/language.ts';
import { LANGUAGES, toLanguage } from './languages.ts';

/** The language picker of the login page and the shell header (LOGIN-01, SHELL-05); each language in its own name. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={className ?? 'field'}>
      <label htmlFor={id}>{t('languagePicker')}</label>
      <select id={id} value={toLanguage(i18n.language)} onChange={(event) => void switchLanguage(i18n, event.target.value)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
