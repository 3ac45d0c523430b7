import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { WidgetFrame } from '../alarms/detail/widget-frame.tsx';
import type { Command } from '../contract/entities/command.ts';
import { commandInputRule } from '../domain/command-input.ts';
import { commandEntries, commandKey, commandLayout, isSectionCommand, UNGROUPED } from '../domain/command-layout.ts';
import { Button } from '../ui/button.tsx';
import { CommandDialog } from './command-dialog.tsx';
import { commandError } from './command-error.ts';
import { CommandDropdown } from './command-dropdown.tsx';
import { useRunCommand } from './use-run-command.ts';
import { useUsedCommands } from './use-used-commands.ts';
import './commands.css';

/** The alarm's BUTTON and INLINEBUTTON commands (calls §2, CMD-01..03), laid out as the template asks. */
export function CommandsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('commands');
  const commands = (model.dynamic?.Commands ?? []).filter(isSectionCommand);
  return (
    <WidgetFrame id="commands" title={t('widget.title')} mode={mode} hasContent={commands.length > 0}>
      {/* Another alarm starts from scratch: no dialog, no error, every dropdown closed (CMD-37). */}
      <CommandsSection key={model.alarm.AlarmId} model={model} commands={commands} />
    </WidgetFrame>
  );
}

function CommandsSection({ model, commands }: { model: DetailModel; commands: Command[] }) {
  const { t } = useTranslation('commands');
  const alarmId = model.alarm.AlarmId;
  const markUsed = model.settings.COMMAND_STATE_CHANGE;
  const used = useUsedCommands(alarmId, markUsed);
  const runner = useRunCommand(alarmId, markUsed);
  const layout = commandLayout(model.templateType);
  const entries = commandEntries(commands, layout);
  const [dialog, setDialog] = useState<Command | null>(null);
  /** The failure of an immediate command, by the entry it was started from. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The device's answer to an immediate command, by the entry it was started from (qa-handling P2-6). */
  const [answers, setAnswers] = useState<Record<string, string>>({});
  /** Bumped by a success: the dropdowns remount, closed and without error (CMD-37). */
  const [resets, setResets] = useState(0);
  // Commands change the alarm: only its owner may send them, while it is active (the server checks it too).
  const disabled = model.readOnly || !model.alarm.Active || model.canTakeOver;
  const labelOf = (command: Command) => t(`keys.${command.TranslationKey ?? ''}`, { defaultValue: command.TranslationKey ?? command.Command ?? '' });
  const isUsed = (command: Command) => used.has(commandKey(command) ?? -1);

  const start = async (command: Command, entry: string) => {
    setErrors(({ [entry]: _dropped, ...rest }) => rest);
    setAnswers(({ [entry]: _dropped, ...rest }) => rest);
    if (commandInputRule(command.InputType).kind !== 'none') {
      setDialog(command);
      return;
    }
    const outcome = await runner.run(command, {});
    if (outcome.ok) {
      setResets((n) => n + 1);
      setAnswers((current) => ({ ...current, [entry]: `${labelOf(command)} – ${outcome.value}` }));
    } else {
      const error = commandError(t, outcome);
      setErrors((current) => ({ ...current, [entry]: [error.heading, error.text].filter(Boolean).join(': ') }));
    }
  };

  return (
    <div className={`commands commands--${layout}`}>
      <ul className="commands-list" aria-label={t('widget.listLabel')}>
        {entries.map((entry) => {
          if (entry.kind === 'group') {
            const key = `group-${entry.groupId}`;
            const label = entry.groupId === UNGROUPED ? t('widget.allCommands') : t(`keys.${entry.labelKey}`, { defaultValue: entry.labelKey || t('widget.allCommands') });
            return (
              <li key={key} className="commands-entry">
                <CommandDropdown
                  key={resets}
                  label={label}
                  commands={entry.commands}
                  labelOf={labelOf}
                  used={used}
                  pending={entry.commands.some((command) => commandKey(command) === runner.pendingId)}
                  error={errors[key] ?? null}
                  disabled={disabled}
                  onPick={(command) => void start(command, key)}
                />
                <CommandAnswer text={answers[key]} />
              </li>
            );
          }
          const key = `command-${commandKey(entry.command) ?? ''}`;
          return (
            <li key={key} className={entry.inline ? 'commands-entry commands-entry--inline' : 'commands-entry'}>
              <Button
                className={isUsed(entry.command) ? 'command-button command-button--used' : 'command-button'}
                pending={runner.pendingId === commandKey(entry.command)}
                disabled={disabled}
                aria-describedby={errors[key] ? `${key}-error` : undefined}
                onClick={() => void start(entry.command, key)}
              >
                {labelOf(entry.command)}
                {isUsed(entry.command) ? <span className="command-used"> ({t('used')})</span> : null}
              </Button>
              {errors[key] ? (
                <p id={`${key}-error`} className="field-error" role="alert">
                  {errors[key]}
                </p>
              ) : null}
              <CommandAnswer text={answers[key]} />
            </li>
          );
        })}
      </ul>
      {dialog ? (
        <CommandDialog
          command={dialog}
          label={labelOf(dialog)}
          pending={runner.pendingId === commandKey(dialog)}
          send={async (payload) => {
            const outcome = await runner.run(dialog, payload);
            if (outcome.ok) setResets((n) => n + 1);
            return outcome;
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** The device's answer beside the command that was pressed, as a status that is read out when it comes. */
function CommandAnswer({ text }: { text: string | undefined }) {
  return text ? (
    <p role="status" className="command-answer">
      {text}
    </p>
  ) : null;
}
