import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { SNACKBAR_MS, SnackbarProvider, useSnackbar } from './snackbar.tsx';

afterEach(() => vi.useRealTimers());

describe('Modal', () => {
  it('is a labelled dialog that keeps focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <button type="button">outside</button>
        <Modal open title="Confirm" onClose={onClose} actions={<><Button>First</Button><Button>Last</Button></>}>
          <p>Body</p>
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('First');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Last');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('First');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('DIALOG-03 without onClose Escape does nothing', async () => {
    const user = userEvent.setup();
    render(<Modal open title="Must answer" actions={<Button>Got it</Button>} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Must answer' })).toBeTruthy();
  });
});

function Trigger() {
  const snackbar = useSnackbar();
  return <Button onClick={() => snackbar.show('Saved')}>Save</Button>;
}

describe('Snackbar', () => {
  it('DIALOG-05 hides on its own after 4 s', () => {
    vi.useFakeTimers();
    render(
      <SnackbarProvider>
        <Trigger />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(SNACKBAR_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
