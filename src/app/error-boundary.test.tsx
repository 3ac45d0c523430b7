import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';
import { createTestI18n } from './testing/test-i18n.ts';

function Crash(): React.ReactNode {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('a page that crashed shows the apology until another page is shown, which is drawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = await createTestI18n('en-GB');
    const page = (path: string, content: React.ReactNode) => (
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary resetKey={path}>{content}</ErrorBoundary>
      </I18nextProvider>
    );
    const view = render(page('/dashboard/users', <Crash />));
    expect(screen.getByRole('alert').textContent).toContain('Reload');
    view.rerender(page('/dashboard/users', <p>Users</p>));
    expect(screen.getByRole('alert')).toBeTruthy();
    view.rerender(page('/dashboard/settings', <p>Settings</p>));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Settings')).toBeTruthy();
  });
});
