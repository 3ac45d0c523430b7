import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { alarmI18n } from '../testing/alarm-harness.tsx';
import { WidgetFrame } from './widget-frame.tsx';

async function frame(mode: string | undefined, hasContent: boolean, child: React.ReactNode = <p>Body text</p>) {
  const i18n = await alarmI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <WidgetFrame id="demo" title="Demo" mode={mode} hasContent={hasContent}>
        {child}
      </WidgetFrame>
    </I18nextProvider>,
  );
}

const toggle = () => screen.queryByRole('button', { name: 'Demo' });

function Crash(): React.ReactNode {
  throw new Error('position service exploded');
}

describe('WidgetFrame', () => {
  it('WIDGET-01 WIDGET-02 OPENED starts open, CLOSED starts closed, and the operator can toggle', async () => {
    const { unmount } = await frame('OPENED', false);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Body text')).toBeTruthy();
    unmount();
    await frame('CLOSED', true);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Body text').closest('[hidden]')).not.toBeNull();
    await userEvent.click(toggle()!);
    expect(screen.getByText('Body text').closest('[hidden]')).toBeNull();
  });

  it('WIDGET-03 OPEN_ON_CONTENT opens with content, else starts closed', async () => {
    const { unmount } = await frame('OPEN_ON_CONTENT', true);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    unmount();
    await frame('OPEN_ON_CONTENT', false);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('WIDGET-04 WIDGET-05 HIDDEN_IF_NO_CONTENT hides an empty widget; HIDE_THE_WIDGET always hides', async () => {
    const first = await frame('HIDDEN_IF_NO_CONTENT', true);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    first.unmount();
    const second = await frame('HIDDEN_IF_NO_CONTENT', false);
    expect(toggle()).toBeNull();
    second.unmount();
    await frame('HIDE_THE_WIDGET', true);
    expect(toggle()).toBeNull();
  });

  it('WIDGET-06 an unknown mode opens the widget and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await frame('SOMETIMES', false);
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SOMETIMES'));
    warn.mockRestore();
  });

  it('WIDGET-07 WIDGET-08 WIDGET-09 a crashing widget shows the load-failure texts, an apology and the error, alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await frame('OPENED', true, <Crash />);
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('Error while loading');
    expect(panel.textContent).toContain('Something went wrong while loading. Reload the page or contact the support team if the error persists.');
    expect(panel.textContent).toContain('We are sorry');
    expect(panel.textContent).toContain('position service exploded');
    expect(toggle()).not.toBeNull();
    error.mockRestore();
  });

  it('WIDGET-07 the Swedish console shows "Fel vid laddning"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await alarmI18n('sv-SE');
    render(
      <I18nextProvider i18n={i18n}>
        <WidgetFrame id="demo" title="Demo" mode="OPENED" hasContent>
          <Crash />
        </WidgetFrame>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Fel vid laddning');
    expect(screen.getByRole('alert').textContent).toContain('Något gick fel vid laddningen, ladda om sidan eller kontakta supportteamet om felet kvarstår.');
    error.mockRestore();
  });

  it('WIDGET-10 a full-screen widget is calc(100vh - 200px) high and full width; Escape leaves', async () => {
    const i18n = await alarmI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <WidgetFrame id="big" title="Big" mode="OPENED" hasContent fullscreen>
          <p>Content</p>
        </WidgetFrame>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Full screen: Big' }));
    const region = screen.getByRole('region', { name: 'Big' });
    expect(region.style.height).toBe('calc(100vh - 200px)');
    expect(region.style.width).toBe('100%');
    await userEvent.keyboard('{Escape}');
    expect(region.style.height).toBe('');
  });
});
