import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../contract/index.ts';
import { Button } from '../ui/button.tsx';
import { CheckField } from '../ui/check-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { validateTwoFactorCode } from '../domain/validation/login.ts';

export interface TwoFactorFormProps {
  method: 'sms' | 'google';
  pending: boolean;
  onSubmit: (input: { code: string; rememberMe: boolean }) => void;
  onCancel: () => void;
}

/** LOGIN-09: the code step with a remember-me checkbox. */
export function TwoFactorForm({ method, pending, onSubmit, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation(['login', 'common']);
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateTwoFactorCode(code);
    setError(check.ok ? null : check.error);
    if (check.ok) onSubmit({ code: check.value, rememberMe });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label={t('login:twoFactor.title')}>
      <h2>{t('login:twoFactor.title')}</h2>
      <p>{t(method === 'sms' ? 'login:twoFactor.smsHint' : 'login:twoFactor.googleHint')}</p>
      <TextField
        label={t('login:twoFactor.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ? t(`common:messages.${error}`) : null}
      />
      <CheckField label={t('login:twoFactor.rememberMe')} checked={rememberMe} onChange={setRememberMe} />
      <div className="login-actions">
        <Button onClick={onCancel}>{t('login:twoFactor.back')}</Button>
        <Button type="submit" variant="primary" pending={pending}>
          {t('login:twoFactor.submit')}
        </Button>
      </div>
    </form>
  );
}
