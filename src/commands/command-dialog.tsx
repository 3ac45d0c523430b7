import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../contract/entities/command.ts';
import { LIMITS } from '../contract/limits.ts';
import {
  canSubmit,
  commandInputRule,
  commandOptions,
  commandPayload,
  CRITICAL_CHOICES,
  CRITICAL_DEFAULT_LEVEL,
  type DialogValue,
  FORWARDING_CHOICES,
  FORWARDING_DEFAULT_LEVEL,
  NOT_SELECTED,
  pickedDate,
  pickerTimes,
  removeSelectRow,
  repeatedEntry,
  visitInPast,
} from '../domain/command-input.ts';
import { fitText } from '../domain/fit-text.ts';
import { FORWARDING_DIALOG_WIDTH_PX } from '../domain/constants.ts';
import { Button } from '../ui/button.tsx';
import { CharCount } from '../ui/char-count.tsx';
import { Modal } from '../ui/modal.tsx';
import { TextCutNotice } from '../ui/text-cut-notice.tsx';
import { type CommandError, commandError } from './command-error.ts';
import type { RunOutcome } from './use-run-command.ts';

const TIMES = pickerTimes();

export interface CommandDialogProps {
  command: Command;
  label: string;
  pending: boolean;
  send(payload: ReturnType<typeof commandPayload>): Promise<RunOutcome>;
  onClose(): void;
}

/**
 * The dialog of a command's input type (calls §4-§5, CMD-05..26): it sends, shows a failure inside itself
 * (CMD-29) and closes on success, except work-package forwarding, which stays open and says it was sent (CMD-28).
 */
export function CommandDialog({ command, label, pending, send, onClose }: CommandDialogProps) {
  const { t } = useTranslation('commands');
  const rule = commandInputRule(command.InputType);
  const [value, setValue] = useState<DialogValue>({
    text: '',
    choice: NOT_SELECTED,
    date: null,
    rows: [NOT_SELECTED],
    level: rule.kind === 'critical' ? CRITICAL_DEFAULT_LEVEL : FORWARDING_DEFAULT_LEVEL,
  });
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [cut, setCut] = useState(0);
  const [error, setError] = useState<CommandError | null>(null);
  const [sent, setSent] = useState(false);
  const textId = useId();
  const countId = useId();
  const errorId = useId();
  const options = commandOptions(command);
  // A changed form is a new work package: forwarding it again is then the operator's choice (qa-handling P3-14).
  const patch = (next: Partial<DialogValue>) => {
    setSent(false);
    setValue((current) => ({ ...current, ...next }));
  };

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const fitted = fitText(value.text, event.target.value, LIMITS.commandMessage);
    setCut(fitted.cut);
    patch({ text: fitted.text });
  };
  const onDate = (nextDay: string, nextTime: string) => {
    setDay(nextDay);
    setTime(nextTime);
    patch({ date: pickedDate(nextDay, nextTime) });
  };
  const submit = async () => {
    setError(null);
    setSent(false);
    const outcome = await send(commandPayload(rule, value));
    if (!outcome.ok) setError(commandError(t, outcome));
    else if (rule.kind === 'forwarding') setSent(true);
    else onClose();
  };

  // An optional date-time picker with only a date or only a time would send nothing: it must be whole or empty.
  const halfPicked = rule.kind === 'dateTime' && Boolean(day || time) && !value.date;
  const pastVisit = rule.kind === 'dateTime' && value.date !== null && visitInPast(value.date, new Date());
  const repeated = rule.kind === 'select' ? repeatedEntry(value.rows) : undefined;
  const textField = rule.kind === 'text' || rule.kind === 'forwarding' || rule.kind === 'critical';
  const describedBy = [countId, cut > 0 ? errorId : ''].filter(Boolean).join(' ');
  const textLabel = t(rule.kind === 'input' ? 'dialog.input' : 'dialog.message') + (rule.mandatory ? ` (${t('dialog.required')})` : '');
  const levels =
    rule.kind === 'forwarding'
      ? FORWARDING_CHOICES.map((choice) => ({ level: choice.level, label: t(`levels.emergency.${choice.label}`) }))
      : CRITICAL_CHOICES.map((choice) => ({ level: choice.level, label: t(`levels.critical.${choice.label}`) }));

  return (
    <Modal
      open
      title={rule.kind === 'confirm' ? t('dialog.confirmTitle', { command: label }) : label}
      role={rule.kind === 'confirm' ? 'alertdialog' : 'dialog'}
      onClose={onClose}
      className="command-dialog"
      width={rule.kind === 'forwarding' ? FORWARDING_DIALOG_WIDTH_PX : undefined}
      actions={
        <>
          <Button onClick={onClose}>{sent ? t('dialog.close') : t('dialog.cancel')}</Button>
          <Button variant="primary" pending={pending} disabled={!canSubmit(rule, value) || halfPicked || pastVisit || sent} onClick={() => void submit()}>
            {rule.kind === 'forwarding' ? t('dialog.forward') : t('dialog.ok')}
          </Button>
        </>
      }
    >
      {rule.kind === 'confirm' ? <p>{t('dialog.confirmText', { command: label })}</p> : null}
      {rule.kind === 'forwarding' || rule.kind === 'critical' ? (
        <fieldset className="command-levels">
          <legend>{t(rule.kind === 'forwarding' ? 'dialog.emergencyLevel' : 'dialog.criticality')}</legend>
          {levels.map((choice) => (
            <label key={choice.level}>
              <input type="radio" name={`${textId}-level`} value={choice.level} checked={value.level === choice.level} onChange={() => patch({ level: choice.level })} />
              {choice.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {textField || rule.kind === 'input' ? (
        <div className="field">
          <label htmlFor={textId}>{textLabel}</label>
          {rule.kind === 'input' ? (
            <input id={textId} value={value.text} onChange={onText} aria-describedby={describedBy} />
          ) : (
            <textarea id={textId} rows={4} value={value.text} onChange={onText} aria-describedby={describedBy} />
          )}
          <CharCount id={countId} length={value.text.length} limit={LIMITS.commandMessage} />
          <TextCutNotice id={errorId} cut={cut} limit={LIMITS.commandMessage} />
        </div>
      ) : null}
      {rule.kind === 'picker' ? (
        <div className="field">
          <label htmlFor={textId}>{t('dialog.choose') + (rule.mandatory ? ` (${t('dialog.required')})` : '')}</label>
          <select id={textId} value={value.choice} onChange={(event) => patch({ choice: event.target.value })}>
            <option value={NOT_SELECTED}>{t('dialog.notSelected')}</option>
            {options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      ) : null}
      {rule.kind === 'dateTime' ? (
        <div className="command-date-time">
          <div className="field">
            <label htmlFor={`${textId}-day`}>{t('dialog.date') + (rule.mandatory ? ` (${t('dialog.required')})` : '')}</label>
            {/* A text field in the console's ISO format: a native date field shows the browser's (mm/dd/yyyy). */}
            <input
              id={`${textId}-day`}
              inputMode="numeric"
              placeholder={t('dialog.datePlaceholder')}
              value={day}
              aria-describedby={pastVisit ? errorId : undefined}
              onChange={(event) => onDate(event.target.value.trim(), time)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${textId}-time`}>{t('dialog.time')}</label>
            <select id={`${textId}-time`} value={time} onChange={(event) => onDate(day, event.target.value)}>
              <option value="">{t('dialog.notSelected')}</option>
              {TIMES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          {pastVisit ? (
            <p id={errorId} className="field-error" role="alert">
              {t('dialog.visitPast')}
            </p>
          ) : null}
        </div>
      ) : null}
      {rule.kind === 'select' ? (
        <fieldset className="command-select-rows">
          <legend>{t('dialog.chooseSeveral')}</legend>
          {value.rows.map((row, index) => (
            <div key={index} className="command-select-row">
              <select aria-label={t('dialog.entry', { n: index + 1 })} value={row} onChange={(event) => patch({ rows: value.rows.map((r, i) => (i === index ? event.target.value : r)) })}>
                <option value={NOT_SELECTED}>{t('dialog.notSelected')}</option>
                {options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
              <Button variant="ghost" disabled={value.rows.length <= 1} onClick={() => patch({ rows: removeSelectRow(value.rows, index) })}>
                {t('dialog.removeEntry', { n: index + 1 })}
              </Button>
            </div>
          ))}
          <Button onClick={() => patch({ rows: [...value.rows, NOT_SELECTED] })}>{t('dialog.addEntry')}</Button>
          {repeated ? (
            <p className="field-error" role="alert">
              {t('dialog.repeated', { option: repeated })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {sent ? <p role="status">{t('dialog.forwarded')}</p> : null}
      {error ? (
        <div className="command-error" role="alert">
          {error.heading ? <strong>{`${error.heading} `}</strong> : null}
          <span>{error.text}</span>
        </div>
      ) : null}
    </Modal>
  );
}
