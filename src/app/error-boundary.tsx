import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { reloadPage } from './unload-guard.ts';
import { useReplacesStartPicture } from '../start-picture/use-replaces-start-picture.ts';

/** The apology shown when a part of the console crashed while rendering (core §8). */
export function CrashPanel() {
  useReplacesStartPicture();
  const { t } = useTranslation();
  return (
    <section className="crash-panel" role="alert">
      <h2>{t('errors.crashTitle')}</h2>
      <p>{t('errors.crashBody')}</p>
      <Button variant="primary" onClick={reloadPage}>
        {t('errors.reload')}
      </Button>
    </section>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
  /** When it changes (another page), the crashed part is drawn again. */
  resetKey?: string;
}

/** Keeps a render crash inside the part that crashed; the rest of the console stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; resetKey: string | undefined }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { resetKey: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render crash', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? <CrashPanel />) : this.props.children;
  }
}
