import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import type { StoredFlood } from '../../db/rows.ts';
import { FloodBanner } from './flood-banner.tsx';

describe('flood banner', () => {
  it('flood mode: shows the rate and the count waiting while on, and says once that flood mode ended', async () => {
    const i18n = await createTestI18n();
    const shown = (flood: StoredFlood | undefined) => (
      <I18nextProvider i18n={i18n}>
        <FloodBanner flood={flood} />
      </I18nextProvider>
    );
    const { rerender } = render(shown({ on: false, ratePerMinute: 3, waiting: 1 }));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(shown({ on: true, ratePerMinute: 42, waiting: 17 }));
    expect(screen.getByRole('status').textContent).toBe('Flood mode: 42 new alarms in the last minute, 17 waiting');
    rerender(shown({ on: false, ratePerMinute: 4, waiting: 2 }));
    expect(screen.getByRole('status').textContent).toBe('Flood mode ended');
  });
});
