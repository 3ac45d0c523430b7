import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../contract/entities/command.ts';
import { commandKey } from '../domain/command-layout.ts';
import { Button } from '../ui/button.tsx';

export interface CommandDropdownProps {
  label: string;
  commands: Command[];
  labelOf(command: Command): string;
  used: ReadonlySet<number>;
  /** One of its commands is being sent: the dropdown is pending. */
  pending: boolean;
  /** The failure of its last immediate command. */
  error: string | null;
  disabled: boolean;
  onPick(command: Command): void;
}

/**
 * A group of commands as a menu button (CMD-02, CMD-36): closed or open, pending while one of its commands is sent,
 * error when that failed. Up/Down move the highlight, Enter picks, Escape closes and gives focus back (calls §2).
 * The parent remounts it on another alarm and after a success, which resets it (CMD-37).
 */
export function CommandDropdown({ label, commands, labelOf, used, pending, error, disabled, onPick }: CommandDropdownProps) {
  const { t } = useTranslation('commands');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const errorId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => items.current[(index + commands.length) % commands.length]?.focus();
  const openMenu = (first: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(first));
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : commands.length - 1);
    }
  };

  const state = pending ? 'pending' : error ? 'error' : open ? 'open' : 'closed';
  return (
    <div
      className={`command-dropdown command-dropdown--${state}`}
      onBlur={(event) => {
        // Focus leaving the dropdown (a click elsewhere, Tab) closes it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-describedby={error ? errorId : undefined}
        pending={pending}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openMenu(0))}
        onKeyDown={onButtonKey}
      >
        {label} <span aria-hidden="true">▾</span>
      </Button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} className="command-menu" onKeyDown={onMenuKey}>
          {commands.map((command, index) => {
            const id = commandKey(command);
            return (
              <li key={id ?? index} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  onClick={() => {
                    setOpen(false);
                    onPick(command);
                  }}
                >
                  {labelOf(command)}
                  {id !== undefined && used.has(id) ? <span className="command-used"> ({t('used')})</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
