import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits.ts';
import { filterPickerItems, validatePickerSelection } from '../../../domain/validation/picker.ts';
import { Button } from '../../../ui/button.tsx';
import { CharCount } from '../../../ui/char-count.tsx';
import { TextCutNotice } from '../../../ui/text-cut-notice.tsx';
import { fitText } from '../../../domain/fit-text.ts';

interface Props {
  /** Visible label, e.g. "Reason". */
  label: string;
  options: readonly string[];
  /** ReasonFreeText / ActionFreeText: typed text may be saved even when it is not listed. */
  freeText: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Saves the chosen text; resolves true when it was accepted, so the picker can reset. */
  onSubmit(text: string): Promise<boolean>;
  pending?: boolean;
  /** Text typed earlier and not saved (kept by the page across a take-over), to start from. */
  initialQuery?: string;
  /** Told every change of the typed text, so the page knows about unsaved text. */
  onQueryChange?(text: string): void;
}

/**
 * Reason and action picker (core §5): a combobox whose value must be a listed item unless free text is allowed;
 * typing filters by case-insensitive substring; arrow keys move the highlight and Escape closes; free text takes two
 * steps (choose "use free text", then confirm) so a half-typed word is never saved by accident.
 */
export function LogPicker({ label, options, freeText, open, onOpenChange, onSubmit, pending = false, initialQuery = '', onQueryChange }: Props) {
  const { t } = useTranslation('alarm');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [query, setQueryState] = useState(initialQuery);
  const [highlight, setHighlight] = useState(0);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [cut, setCut] = useState(0);

  const matches: (string | null)[] = filterPickerItems(options, query, (option) => option);
  const trimmed = query.trim();
  const offerFreeText = freeText && trimmed !== '' && !options.some((o) => o.toLowerCase() === trimmed.toLowerCase());
  const entries = offerFreeText ? [...matches, null] : matches;
  // -1: the list was opened by a click and nothing is highlighted yet, so Enter saves nothing by accident.
  const active = highlight < 0 ? -1 : Math.min(highlight, Math.max(entries.length - 1, 0));

  const setQuery = (text: string) => {
    setQueryState(text);
    onQueryChange?.(text);
  };

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  async function save(text: string) {
    if (await onSubmit(text)) {
      setQuery('');
      setConfirming(null);
      setHint(null);
      onOpenChange(false);
    }
  }

  function choose(entry: string | null | undefined) {
    if (entry === undefined) {
      setHint(trimmed === '' ? null : t('picker.mustChoose'));
      return;
    }
    if (entry === null) {
      // The list would cover the confirmation's Save (qa-supervisor P2-14).
      setConfirming(trimmed);
      onOpenChange(false);
      return;
    }
    const selection = validatePickerSelection(entry, options, freeText);
    if (selection.ok) void save(selection.value);
    else setHint(t('picker.mustChoose'));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Ctrl combinations are the alarm page's shortcuts (Ctrl+Enter clears), not picker keys.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setHighlight(0);
          onOpenChange(true);
        } else setHighlight(Math.min(active + 1, entries.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setHighlight(Math.max(active - 1, 0));
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          onOpenChange(false);
        }
        break;
      case 'Enter':
        event.preventDefault();
        choose(open ? entries[active] : undefined);
        break;
    }
  }

  const listId = `${id}-list`;
  const countId = `${id}-count`;
  const cutId = `${id}-cut`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div
      className="log-picker"
      // A list left open over the fields below once the operator moved on covers them (qa-handling P3-9); the toggle,
      // an option and the confirmation are part of the picker, so moving focus to them keeps it.
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="log-picker__label">
        {label}
      </label>
      <div className="log-picker__field">
        <input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 && entries.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={query}
          aria-describedby={freeText ? `${countId}${cut > 0 ? ` ${cutId}` : ''}` : undefined}
          disabled={pending}
          placeholder={freeText ? t('picker.placeholderFreeText') : t('picker.placeholder')}
          onChange={(event) => {
            // Free text keeps what fits of a paste and says what was cut, never silently (qa-handling P3-10).
            const fitted = fitText(query, event.target.value, freeText ? LIMITS.freeText : Infinity);
            setCut(fitted.cut);
            setQuery(fitted.text);
            setHighlight(0);
            setConfirming(null);
            setHint(null);
            if (!open) onOpenChange(true);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (open) return;
            setHighlight(-1);
            onOpenChange(true);
          }}
        />
        <button
          type="button"
          className="log-picker__toggle"
          aria-label={open ? t('picker.close', { label }) : t('picker.open', { label })}
          aria-expanded={open}
          aria-controls={listId}
          disabled={pending}
          onClick={() => onOpenChange(!open)}
        >
          ▾
        </button>
      </div>
      {freeText ? <CharCount id={countId} length={query.length} limit={LIMITS.freeText} /> : null}
      <TextCutNotice id={cutId} cut={cut} limit={LIMITS.freeText} />
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className="log-picker__list">
          {entries.length === 0 ? (
            <li className="log-picker__empty" role="presentation">
              {t('picker.noMatch')}
            </li>
          ) : null}
          {entries.map((entry, index) => (
            <li
              key={entry ?? '\u0000free'}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'log-picker__option log-picker__option--active' : 'log-picker__option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
            >
              {entry ?? t('picker.useFreeText', { text: trimmed })}
            </li>
          ))}
        </ul>
      ) : null}
      {confirming !== null ? (
        <div className="log-picker__confirm" role="group" aria-label={t('picker.confirmGroup', { label })}>
          <span>{t('picker.confirmFreeText', { text: confirming })}</span>
          <Button ref={confirmRef} variant="primary" pending={pending} onClick={() => void save(confirming)}>
            {t('picker.save')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(null);
              inputRef.current?.focus();
            }}
          >
            {t('picker.cancel')}
          </Button>
        </div>
      ) : null}
      {hint ? (
        <p className="log-picker__hint" role="status">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
