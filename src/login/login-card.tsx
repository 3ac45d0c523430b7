import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of every login page: the main landmark, the card and the application's name as its heading. */
export function LoginCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <main className="login-page" id="main">
      <div className="login-card">
        <h1 className="login-heading">{t('common:appName')}</h1>
        {children}
      </div>
    </main>
  );
}
