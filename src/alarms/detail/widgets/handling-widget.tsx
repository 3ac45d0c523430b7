import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmLog, PickerItem } from '../../../contract/index.ts';
import { actionPickerShown, reasonPickerShown } from '../../../domain/alarm-controls.ts';
import { alarmAction, alarmReason } from '../../../domain/alarm-logs.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { EngineErrorCode } from '../../../sync-client/failure.ts';
import { messageText } from '../../../app/message-text.ts';
import type { DetailModel, HandlingDrafts, OpenPicker } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { LogPicker } from './log-picker.tsx';

function itemText(item: PickerItem): string {
  return typeof item === 'string' ? item : (item.Text ?? item.Name ?? String(item.Id ?? ''));
}

interface Props {
  model: DetailModel;
  mode: string;
  openPicker: OpenPicker;
  onOpenPicker(picker: OpenPicker | ((current: OpenPicker) => OpenPicker)): void;
  drafts: HandlingDrafts;
  onDraftChange(kind: keyof HandlingDrafts, text: string): void;
}

/**
 * Reason and action (core §3, §5): the registered ones, and a picker for each when the server allows it
 * (ReasonAllowed / ActionAllowed) outside read-only mode.
 */
export function HandlingWidget({ model, mode, openPicker, onOpenPicker, drafts, onDraftChange }: Props) {
  const { t } = useTranslation('alarm');
  const logs: AlarmLog[] = model.details?.Logs ?? [];
  const reason = alarmReason(logs)?.LogText;
  const action = alarmAction(logs)?.LogText;
  const dynamic = model.dynamic;
  const showReason = reasonPickerShown(dynamic, model.readOnly, model.canTakeOver);
  const showAction = actionPickerShown(dynamic, model.readOnly, model.canTakeOver);
  const pickers = [
    ...(showReason ? [{ kind: 'reason' as const, items: dynamic?.PossibleReasons ?? [], freeText: dynamic?.ReasonFreeText === true }] : []),
    ...(showAction ? [{ kind: 'action' as const, items: dynamic?.PossibleActions ?? [], freeText: dynamic?.ActionFreeText === true }] : []),
  ];
  return (
    <WidgetFrame id="handling" title={t('handling.title')} mode={mode} hasContent={Boolean(reason || action || showReason || showAction)}>
      <dl className="field-list handling__registered">
        <div className="field-list__row">
          <dt>{t('handling.currentReason')}</dt>
          <dd>{reason || t('handling.noneRegistered')}</dd>
        </div>
        <div className="field-list__row">
          <dt>{t('handling.currentAction')}</dt>
          <dd>{action || t('handling.noneRegistered')}</dd>
        </div>
      </dl>
      <div className="handling__pickers">
        {pickers.map(({ kind, items, freeText }) => (
          <HandlingPicker
            key={kind}
            kind={kind}
            alarmId={model.alarm.AlarmId}
            options={items.map(itemText)}
            freeText={freeText}
            open={openPicker === kind}
            // Closing (a save that finished, Escape) closes this picker only: the operator may have opened the other
            // one (Ctrl+F) while this one's write was on its way.
            onOpenChange={(open) => onOpenPicker(open ? kind : (current) => (current === kind ? null : current))}
            draft={drafts[kind]}
            onDraftChange={(text) => onDraftChange(kind, text)}
          />
        ))}
      </div>
    </WidgetFrame>
  );
}

function HandlingPicker(props: {
  kind: 'reason' | 'action';
  alarmId: number;
  options: string[];
  freeText: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  draft: string;
  onDraftChange(text: string): void;
}) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(text: string): Promise<boolean> {
    setPending(true);
    setError(null);
    const result = await send(props.kind, { params: { alarm_id: props.alarmId }, body: { message: text } });
    setPending(false);
    // A queued write is accepted: the outbox sends it once the connection is back, and the shell shows it waiting.
    if (result.ok || result.code === EngineErrorCode.QUEUED) return true;
    const message = messageText(t, result);
    setError(props.kind === 'reason' ? t('handling.reasonFailed', { message }) : t('handling.actionFailed', { message }));
    return false;
  }

  return (
    <div className={`handling__picker handling__picker--${props.kind}`}>
      <LogPicker
        label={t(props.kind === 'reason' ? 'handling.reason' : 'handling.action')}
        options={props.options}
        freeText={props.freeText}
        open={props.open}
        onOpenChange={props.onOpenChange}
        onSubmit={submit}
        pending={pending}
        initialQuery={props.draft}
        onQueryChange={props.onDraftChange}
      />
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
