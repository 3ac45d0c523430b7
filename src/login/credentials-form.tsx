import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Telephony } from '../db/rows.ts';
import { isBarePhonePrefix, phonePrefixFor } from '../domain/language.ts';
import { LanguageSelect } from '../i18n/language-select.tsx';
import { toLanguage } from '../i18n/languages.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { TextField } from '../ui/text-field.tsx';
import { readLastLogin, saveLastLogin, TELEPHONIES } from './last-login.ts';
import { checkLogin, type LoginFieldErrors, type LoginFields, needsPhone } from './validate-login.ts';

export interface CredentialsFormProps {
  pending: boolean;
  onSubmit: (fields: LoginFields) => void;
  /** Called on every change of a field (the page clears the previous attempt's error). */
  onEdit?: () => void;
  forgotPasswordUrl: string;
}

/** LOGIN-01..06: language, username, password, telephony, phone (only for phone integrations), forgot password. */
export function CredentialsForm({ pending, onSubmit, onEdit, forgotPasswordUrl }: CredentialsFormProps) {
  const { t, i18n } = useTranslation(['login', 'common']);
  const language = toLanguage(i18n.language);
  const telephonyId = useId();
  const [fields, setFields] = useState<LoginFields>(() => ({ username: '', password: '', ...readLastLogin(language) }));
  // A language picked here suggests its country's prefix, unless a number has been typed.
  useEffect(() => {
    setFields((current) => (isBarePhonePrefix(current.phone) ? { ...current, phone: phonePrefixFor(language) } : current));
  }, [language]);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [confirmEmptyPhone, setConfirmEmptyPhone] = useState(false);
  const set = <K extends keyof LoginFields>(key: K, value: LoginFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    onEdit?.();
  };
  const showPhone = needsPhone(fields.telephony);

  const send = (username: string, phone: string) => {
    setConfirmEmptyPhone(false);
    saveLastLogin({ telephony: fields.telephony, phone: fields.phone });
    onSubmit({ ...fields, username, phone });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLogin(fields);
    setErrors(check.kind === 'invalid' ? check.errors : {});
    if (check.kind === 'confirmNoPhone') setConfirmEmptyPhone(true);
    else if (check.kind === 'ok') send(check.username, check.phone);
  };

  const errorText = (key: keyof LoginFieldErrors) => {
    const code = errors[key];
    return code ? t(`common:messages.${code}`) : null;
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label={t('login:title')}>
      <LanguageSelect />
      <TextField
        label={t('login:username')}
        name="username"
        autoComplete="username"
        value={fields.username}
        onChange={(event) => set('username', event.target.value)}
        error={errorText('username')}
      />
      <TextField
        label={t('login:password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={(event) => set('password', event.target.value)}
        error={errorText('password')}
      />
      <div className="field">
        <label htmlFor={telephonyId}>{t('login:telephony')}</label>
        <select id={telephonyId} value={fields.telephony} onChange={(event) => set('telephony', event.target.value as Telephony)}>
          {TELEPHONIES.map((value) => (
            <option key={value} value={value}>
              {t(`login:telephonyOptions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {showPhone ? (
        <TextField
          label={t('login:phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={fields.phone}
          onChange={(event) => set('phone', event.target.value)}
          hint={t('login:phoneHint')}
          error={errorText('phone')}
        />
      ) : null}
      <Button type="submit" variant="primary" pending={pending} className="login-submit">
        {pending ? t('login:submitting') : t('login:submit')}
      </Button>
      <p className="login-forgot">
        <a href={forgotPasswordUrl} target="_blank" rel="noopener noreferrer">
          {t('login:forgotPassword')}
          <span className="visually-hidden"> {t('common:menu.newTab')}</span>
        </a>
      </p>
      <Modal
        open={confirmEmptyPhone}
        role="alertdialog"
        title={t('login:emptyPhone.title')}
        onClose={() => setConfirmEmptyPhone(false)}
        actions={
          <>
            <Button onClick={() => setConfirmEmptyPhone(false)}>{t('common:actions.cancel')}</Button>
            <Button variant="primary" onClick={() => send(fields.username.trim(), '')}>
              {t('common:actions.continue')}
            </Button>
          </>
        }
      >
        <p>{t('login:emptyPhone.body')}</p>
      </Modal>
    </form>
  );
}
