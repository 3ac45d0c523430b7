import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageText } from '../i18n/message-text.ts';
import { alarmTemplatePath, ROUTES } from '../contract/console-routes.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { linkFailureKind } from './link-failure.ts';
import { LoginCard } from './login-card.tsx';

type LinkState =
  | { kind: 'loading' }
  | { kind: 'password'; wrong: boolean }
  | { kind: 'error'; status: number | undefined; statusText: string }
  | { kind: 'success' };

/** The server refuses a link without (or with a wrong) password with this code: ask for the password. */
const PASSWORD_NEEDED = 'invalid_grant';

/**
 * /al?p=… (ROUTE-06, -07, LOGIN-20, -21): logs in with a one-time link, then opens the alarm it names. A link that
 * comes with a password (sent separately) asks for it. The link is single use, so each attempt runs once even
 * when React renders twice.
 */
export function OneTimeLinkPage() {
  const { t } = useTranslation(['login', 'common']);
  const send = useSend();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const p = params.get('p') ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const started = useRef(false);

  const login = useCallback(
    async (withPassword?: string) => {
      setState({ kind: 'loading' });
      if (!p) {
        setState({ kind: 'error', status: undefined, statusText: t('login:oneTime.missing') });
        return;
      }
      // The password travels in the body of POST api/urllogin (API-17).
      const input = withPassword ? { p, password: withPassword } : { p };
      const result = await send('urlLogin', input);
      if (!result.ok) {
        if (result.code === PASSWORD_NEEDED) setState({ kind: 'password', wrong: withPassword !== undefined });
        else setState({ kind: 'error', status: result.status, statusText: messageText(t, result) });
        return;
      }
      setState({ kind: 'success' });
      const { template, alarmId } = result.value;
      navigate(alarmId ? alarmTemplatePath(template || 'default', alarmId) : ROUTES.dashboard, { replace: true });
    },
    [send, navigate, p, t],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void login();
  }, [login]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void login(password);
  };

  return (
    <LoginCard>
      {state.kind === 'loading' ? <p role="status">{t('login:oneTime.loading')}</p> : null}
      {state.kind === 'success' ? <p role="status">{t('login:oneTime.success')}</p> : null}
      {state.kind === 'password' ? (
        <form onSubmit={submitPassword} noValidate aria-label={t('login:oneTime.passwordTitle')}>
          <h2>{t('login:oneTime.passwordTitle')}</h2>
          {state.wrong ? (
            <p className="login-error" role="alert">
              {t('login:oneTime.wrongPassword')}
            </p>
          ) : null}
          <TextField
            label={t('login:password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="primary" className="login-submit">
            {t('login:oneTime.open')}
          </Button>
        </form>
      ) : null}
      {state.kind === 'error' ? <LinkError state={state} onRetry={() => void login(password || undefined)} /> : null}
    </LoginCard>
  );
}

function LinkError({ state, onRetry }: { state: Extract<LinkState, { kind: 'error' }>; onRetry: () => void }) {
  const { t } = useTranslation(['login', 'common']);
  const kind = linkFailureKind(state.status);
  const body =
    kind === 'usedOrExpired'
      ? t('login:oneTime.usedOrExpired')
      : state.status !== undefined
        ? t('login:oneTime.errorBody', { status: state.status, statusText: state.statusText })
        : state.statusText;
  return (
    <section role="alert" aria-labelledby="one-time-error-title">
      <h2 id="one-time-error-title">{t('login:oneTime.errorTitle')}</h2>
      <p>{body}</p>
      {kind === 'retryable' ? (
        <Button variant="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      ) : null}
    </section>
  );
}
