import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a busy state and blocks clicks while a command runs. */
  pending?: boolean;
  /** A plain prop in React 19, passed on to the button (to focus it). */
  ref?: Ref<HTMLButtonElement>;
}

/** The console's button: type="button" unless told otherwise, so no form is submitted by accident. */
export function Button({ variant = 'secondary', pending = false, className, type, disabled, children, ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, pending ? 'btn-pending' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {children}
    </button>
  );
}
