import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { SNACKBAR_MS, SnackbarProvider, useSnackbar } from './snackbar.tsx';
import { TextField } from './text-field.tsx';

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

  it('ux polish: the page behind an open modal is inert, and live again once it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">outside</button>
        <Modal open title="Confirm" actions={<Button>OK</Button>} />
      </>,
    );
    const outside = screen.getByText('outside');
    expect(outside.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Confirm' }).closest('[inert]')).toBeNull();
    rerender(
      <>
        <button type="button">outside</button>
        <Modal open={false} title="Confirm" actions={<Button>OK</Button>} />
      </>,
    );
    expect(outside.closest('[inert]')).toBeNull();
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

describe('TextField', () => {
  it('names the input by its label and has it read its hint and error, marked invalid', () => {
    const { rerender } = render(<TextField label="Phone" hint="With country code" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('With country code').id).toBe(input.getAttribute('aria-describedby'));

    rerender(<TextField label="Phone" hint="With country code" error="Enter a phone number" defaultValue="" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['With country code', 'Enter a phone number']);
  });

  it('is marked invalid by an error shown elsewhere in the form, and read with it', () => {
    render(
      <>
        <TextField label="Password" invalid describedBy="form-errors" defaultValue="" />
        <p id="form-errors">Too short</p>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('form-errors');
  });
});

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
