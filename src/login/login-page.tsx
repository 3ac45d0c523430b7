import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PasswordPolicy } from '../db/rows.ts';
import type { LoginStep } from '../sync-client/engine-api.ts';
import type { CommandResult } from '../sync-client/failure.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { afterLoginPath } from '../app/after-login.ts';
import { clearLoginNotice, peekLoginNotice } from '../app/login-notice.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { loginFailureMessage, type MessageRef } from './login-error.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';
import { forgotPasswordUrl } from './forgot-password-url.ts';
import { LoginCard } from './login-card.tsx';
import { keepLanguageShown } from '../i18n/first-translations.ts';
import { useReplacesStartPicture } from '../start-picture/use-replaces-start-picture.ts';

type Stage = { kind: 'credentials' } | { kind: 'twoFactor'; method: 'sms' | 'google' } | { kind: 'reset'; policy: PasswordPolicy };

/**
 * The login flow of core §4: credentials, then the two-factor step and/or the forced reset as the server asks,
 * then on to the remembered path or groups.
 */
export function LoginPage() {
  useReplacesStartPicture();
  const { t, i18n } = useTranslation(['login', 'common']);
  const send = useSend();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'credentials' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageRef | null>(null);
  // A session message (logged out elsewhere, inactivity, ...) or the reset confirmation, shown once.
  const [notice, setNotice] = useState<MessageRef | null>(peekLoginNotice);
  useEffect(clearLoginNotice, []);
  // Remount the credentials form to clear it after a reset (LOGIN-14).
  const [formKey, setFormKey] = useState(0);

  const run = async (stageName: 'credentials' | 'twoFactor' | 'reset', call: () => Promise<CommandResult<LoginStep>>) => {
    setPending(true);
    setFailure(null);
    setNotice(null);
    const result = await call();
    setPending(false);
    if (!result.ok) {
      setFailure(loginFailureMessage(result, stageName));
      return;
    }
    const step = result.value;
    if (step.step === 'twoFactor') setStage({ kind: 'twoFactor', method: step.method });
    else if (step.step === 'resetPassword') setStage({ kind: 'reset', policy: step.policy });
    else if (step.step === 'credentials' || stageName === 'reset') {
      setStage({ kind: 'credentials' });
      setFormKey((key) => key + 1);
      setNotice({ key: 'login:reset.done' });
    } else navigate(afterLoginPath(step.returnTo), { replace: true });
  };

  const restart = () => {
    setStage({ kind: 'credentials' });
    setFailure(null);
  };

  return (
    <LoginCard>
      {notice ? (
        <p className="login-notice" role="status">
          {t(notice.key, notice.values ?? {})}
        </p>
      ) : null}
      {failure && stage.kind !== 'reset' ? (
        <p className="login-error" role="alert">
          {t(failure.key, failure.values ?? {})}
        </p>
      ) : null}
      {stage.kind === 'twoFactor' ? (
        <TwoFactorForm
          method={stage.method}
          pending={pending}
          onCancel={restart}
          onSubmit={(input) => void run('twoFactor', () => send('submitTwoFactor', input))}
        />
      ) : (
        <CredentialsForm
          key={formKey}
          pending={pending}
          forgotPasswordUrl={forgotPasswordUrl()}
          // The last attempt's error no longer describes what is being typed.
          onEdit={() => setFailure(null)}
          onSubmit={(fields) => {
            keepLanguageShown(i18n.language);
            void run('credentials', () =>
              send('login', {
                username: fields.username,
                password: fields.password,
                telephony: fields.telephony,
                ...(fields.phone ? { phone: fields.phone } : {}),
              }),
            );
          }}
        />
      )}
      {stage.kind === 'reset' ? (
        <ResetPasswordModal
          policy={stage.policy}
          pending={pending}
          error={failure ? t(failure.key, failure.values ?? {}) : null}
          onCancel={restart}
          onSubmit={(password) => void run('reset', () => send('resetPassword', { password }))}
        />
      ) : null}
    </LoginCard>
  );
}
