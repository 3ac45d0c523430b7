import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../contract/index.ts';
import type { PasswordPolicy } from '../db/rows.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { TextField } from '../ui/text-field.tsx';
import { passwordPolicyFailures } from '../domain/validation/password-policy.ts';

export interface ResetPasswordModalProps {
  policy: PasswordPolicy;
  pending: boolean;
  /** A server refusal, already translated. */
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** LOGIN-13: the forced reset lists every rule of the policy, then checks them (VALID-06..11). */
export function ResetPasswordModal({ policy, pending, error, onSubmit, onCancel }: ResetPasswordModalProps) {
  const { t } = useTranslation(['login', 'common']);
  const errorsId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<MessageKey[]>([]);

  const rules = [
    policy.MinLength ? t('login:reset.minLength', { count: policy.MinLength }) : null,
    policy.MinNumbers ? t('login:reset.minNumbers', { count: policy.MinNumbers }) : null,
    policy.MinLowerCase ? t('login:reset.minLowerCase', { count: policy.MinLowerCase }) : null,
    policy.MinUpperCase ? t('login:reset.minUpperCase', { count: policy.MinUpperCase }) : null,
    policy.ForbiddenChars ? t('login:reset.forbiddenChars', { chars: policy.ForbiddenChars }) : null,
  ].filter((rule): rule is string => rule !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordPolicyFailures(password, confirmation, policy);
    setErrors(found);
    if (found.length === 0) onSubmit(password);
  };

  const describedBy = errors.length > 0 || error ? errorsId : undefined;
  return (
    <Modal open title={t('login:reset.title')} onClose={onCancel}>
      <form onSubmit={submit} noValidate aria-label={t('login:reset.title')}>
        <p>{t('login:reset.intro')}</p>
        <ul className="policy-list">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <TextField
          label={t('login:reset.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          describedBy={describedBy}
          invalid={errors.length > 0}
        />
        <TextField
          label={t('login:reset.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          describedBy={describedBy}
          invalid={errors.includes('PASSWORD_CONFIRMATION_MISMATCH')}
        />
        {describedBy ? (
          <div id={errorsId} role="alert" className="field-error">
            {errors.map((key) => (
              <p key={key}>{t(`common:messages.${key}`)}</p>
            ))}
            {error ? <p>{error}</p> : null}
          </div>
        ) : null}
        <div className="modal-actions">
          <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="primary" pending={pending}>
            {t('login:reset.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
