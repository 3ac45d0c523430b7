import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Names the widget in the console log so support can tell which one failed. */
  widget: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * One failing widget must never take the alarm page down with it (core §8): the operator keeps handling the
 * alarm with the other widgets while this one shows the load-failure panel with the error text.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`widget ${this.props.widget} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <WidgetErrorPanel error={this.state.error.message} />;
    return this.props.children;
  }
}

/** The widget error panel of core §2 and §8: the load-failure heading and text, then the error's own text. */
export function WidgetErrorPanel({ error }: { error?: string | undefined }) {
  const { t } = useTranslation('alarm');
  return (
    <div className="widget-error" role="alert">
      <p className="widget-error__title">{t('widget.error.title')}</p>
      <p>{t('widget.error.text')}</p>
      <p className="widget-error__apology">{t('widget.error.apology')}</p>
      {error ? <pre className="widget-error__detail">{error}</pre> : null}
    </div>
  );
}
