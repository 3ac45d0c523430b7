import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAlarm, useAlarmDetails, useAttachments, useMe, useOutbox, usePermissions, useSession, useSettings, useUserDetails } from '../../db/hooks.ts';
import type { Position, ServerTemplateLayout } from '../../contract/index.ts';
import { alarmsReadOnly } from '../../domain/access.ts';
import { deriveAlarmState, takenFromMe } from '../../domain/alarm-state.ts';
import { alarmAction, alarmReason } from '../../domain/alarm-logs.ts';
import { canTakeOver, clearControl, plannedNotDue } from '../../domain/alarm-controls.ts';
import { clearMissing, clearShortcutStep } from '../../domain/clear-readiness.ts';
import { latestPosition } from '../../domain/position.ts';
import { useWatch } from '../../sync-client/use-watch.ts';
import { FailedWrites } from '../../outbox/failed-writes.tsx';
import { timeFormatFrom } from '../format-time.ts';
import { AcknowledgeBar } from './acknowledge-bar.tsx';
import { AlarmHeader } from './alarm-header.tsx';
import { ClearBar } from './clear-bar.tsx';
import { TelephonySection } from '../../calls/panel/telephony-section.tsx';
import { isLive } from '../../calls/softphone/softphone-state.ts';
import { useSoftphoneView } from '../../calls/softphone/softphone-view.tsx';
import { DefaultTemplate } from './default-template.tsx';
import { PlanningEditPanel } from './planning/planning-edit-panel.tsx';
import type { DetailModel, HandlingDrafts, OpenPicker } from './detail-model.ts';
import { TakeOverDialog } from './take-over-dialog.tsx';
import { TakenOverNotice } from './taken-over-notice.tsx';
import { resolveTemplate } from './template-registry.ts';
import { useClearAlarm } from './use-clear-alarm.ts';
import { useCloseAlarm } from './use-close-alarm.ts';
import { useOngoingAbsence, usePositions } from './use-detail-data.ts';
import { useDetailShortcuts } from './use-detail-shortcuts.ts';
import { useServerTemplate } from './use-server-template.ts';
import { useTakeOver } from './use-take-over.ts';
import './alarm-detail.css';

/**
 * The alarm detail route (/dashboard/template/:templateType/:alarmId/:openType?): asks the engine to load and watch
 * the alarm, then shows the header and the template body. Everything shown comes from IndexedDB.
 */
export function AlarmDetailPage() {
  const { t } = useTranslation('alarm');
  const { templateType = 'default', alarmId: alarmParam } = useParams();
  const alarmId = Number(alarmParam);
  const validId = Number.isInteger(alarmId) && alarmId > 0 ? alarmId : null;
  useWatch('alarm', validId);

  const alarm = useAlarm(validId);
  const details = useAlarmDetails(validId);
  const current = details ?? alarm;
  const user = useUserDetails(current?.UserId);
  const settings = useSettings();
  const session = useSession();
  const permissions = usePermissions();
  const me = useMe();
  const storedPositions = usePositions(current?.UserId);
  const attachments = useAttachments(validId);
  // The object's known positions (GET api/users/{id}/positions, loaded by the engine); the alarm's attachments
  // (Locations, Coordinates) only when the object has no usable one.
  const positions = useMemo(() => {
    const stored = storedPositions ?? [];
    return latestPosition(stored) ? stored : [...(attachments?.Locations ?? []), ...(attachments?.Coordinates ?? [])];
  }, [storedPositions, attachments]);
  const absent = useOngoingAbsence(current?.UserId);
  const outbox = useOutbox();
  const serverTemplate = useServerTemplate(templateType);

  if (validId === null) return <p className="alarm-detail__note">{t('detail.notFound')}</p>;
  // Whose alarm it is comes from the session and profile: until both are read, it would show as one to take over.
  if (!current || !settings || session === undefined || me === undefined) {
    return (
      <p className="alarm-detail__note" role="status">
        {t('detail.loading')}
      </p>
    );
  }

  const readOnly = alarmsReadOnly(settings, session, permissions);
  const state = deriveAlarmState(details?.DynamicDetails ?? current, me?.RespondentId ?? session?.respondentId);
  const model: DetailModel = {
    alarm: current,
    details,
    dynamic: details?.DynamicDetails,
    user,
    state,
    readOnly,
    canTakeOver: canTakeOver(state, readOnly) && !plannedNotDue(current, state, Date.now()),
    templateType,
    settings,
    timeFormat: timeFormatFrom(settings),
  };
  const waiting = (outbox ?? []).filter((row) => row.alarmId === current.AlarmId && row.state !== 'failed').length;
  return (
    <AlarmDetailView
      key={current.AlarmId}
      model={model}
      positions={positions}
      serverTemplate={serverTemplate}
      absent={absent}
      templateOnly={session?.simpleLogin === true}
      authenticated={session?.simpleLogin !== true || session.simpleLoginAuth}
      waiting={waiting}
    />
  );
}

interface ViewProps {
  model: DetailModel;
  positions: readonly Position[];
  serverTemplate: ServerTemplateLayout | null;
  absent: boolean;
  templateOnly: boolean;
  authenticated: boolean;
  waiting: number;
}

function AlarmDetailView({ model, positions, serverTemplate, absent, templateOnly, authenticated, waiting }: ViewProps) {
  const softphone = useSoftphoneView();
  const { t } = useTranslation('alarm');
  const { alarm, readOnly, state } = model;
  const close = useCloseAlarm(alarm);
  const clear = useClearAlarm(alarm.AlarmId, close);
  const takeOver = useTakeOver(alarm.AlarmId);
  const [openPicker, setOpenPicker] = useState<OpenPicker>(null);
  const [drafts, setDrafts] = useState<HandlingDrafts>({ reason: '', action: '' });
  const [shortcutRefused, setShortcutRefused] = useState(false);
  const [takenBy, setTakenBy] = useState<string | null>(null);
  const previousState = useRef(state);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { layout } = useMemo(() => resolveTemplate(model.templateType, serverTemplate), [model.templateType, serverTemplate]);
  const unsavedText = drafts.reason.trim() !== '' || drafts.action.trim() !== '';
  const respondentName = model.dynamic?.RespondentName ?? alarm.RespondentName ?? '';

  useEffect(() => {
    if (takenFromMe(previousState.current, state)) {
      setTakenBy(respondentName);
      // The previous owner's form messages no longer apply to her (qa-handling P3-18): the notice replaces them.
      setShortcutRefused(false);
      setOpenPicker(null);
    }
    if (state === 'My') setTakenBy(null);
    previousState.current = state;
  }, [state, respondentName]);

  const clearState = clearControl({ ClearAllowed: alarm.ClearAllowed, state, authenticated, alarmAbsent: absent, simpleLogin: templateOnly, readOnly });
  const showClear = clearState !== 'hidden';
  const clearAllowed = clearState === 'enabled';
  const logs = model.details?.Logs ?? [];
  const missing = clearMissing({ clearAllowed, hasReason: Boolean(alarmReason(logs)?.LogText), hasAction: Boolean(alarmAction(logs)?.LogText) });

  /** Ctrl+Enter and Ctrl+numpad comma: the first press asks, the second clears (and, for the latter, hangs up). */
  const clearByShortcut = (hangUp: boolean) => {
    const step = clearShortcutStep({ canClear: showClear && clearAllowed, phase: clear.state.phase, unsavedText });
    setShortcutRefused(step === 'unsavedText');
    if (step === 'ask') clear.request();
    else if (step === 'confirm') {
      if (hangUp && isLive(softphone.state?.current ?? null)) void softphone.send('hangup', { keepHeld: false });
      void clear.clear();
    }
  };

  useDetailShortcuts(
    {
      toggleReason: () => setOpenPicker((open) => (open === 'reason' ? null : 'reason')),
      toggleAction: () => setOpenPicker((open) => (open === 'action' ? null : 'action')),
      clearKey: () => {
        if (clear.state.phase === 'error') clear.dismissError();
        else if (showClear && clearAllowed && clear.state.phase === 'idle') clear.request();
      },
      clearNow: () => clearByShortcut(false),
      clearAndHangUp: () => clearByShortcut(true),
      focusFirstAction: () => bodyRef.current?.querySelector<HTMLElement>('[data-action-button]:not([disabled])')?.focus(),
    },
    !readOnly,
  );

  return (
    <article className="alarm-detail" aria-label={t('detail.label')} aria-busy={takeOver.pendingTakeOverId !== null}>
      <AlarmHeader model={model} absent={absent} onTakeOver={takeOver.request} onTake={() => void takeOver.take()} onClose={templateOnly ? undefined : close} />
      {readOnly ? <p className="alarm-detail__readonly">{t('detail.readOnly')}</p> : null}
      {takeOver.error ? (
        <p role="alert" className="alarm-detail__error">
          {takeOver.error}
        </p>
      ) : null}
      {waiting > 0 ? (
        <p role="status" className="alarm-detail__waiting">
          {t('detail.waitingToSend', { count: waiting })}
        </p>
      ) : null}
      {alarm.RequiresAcknowledgement === true && state === 'My' ? (
        <AcknowledgeBar alarmId={alarm.AlarmId} message={typeof alarm.TextMessage === 'string' && alarm.TextMessage ? alarm.TextMessage : null} />
      ) : null}
      {takenBy !== null ? <TakenOverNotice name={takenBy} drafts={drafts} onDismiss={() => setTakenBy(null)} /> : null}
      {shortcutRefused && unsavedText ? (
        <p role="alert" className="alarm-detail__notice">
          {t('clear.unsavedText')}
        </p>
      ) : null}
      <FailedWrites alarmId={alarm.AlarmId} />
      <PlanningEditPanel alarm={alarm} state={state} readOnly={readOnly} timeFormat={model.timeFormat} />
      {readOnly ? null : <TelephonySection alarmId={alarm.AlarmId} globalAlarmId={alarm.GlobalAlarmId} />}
      <div ref={bodyRef} className="alarm-detail__body">
        <DefaultTemplate
          between={showClear ? <ClearBar control={clear} missing={missing} /> : null}
          layout={layout}
          model={model}
          positions={positions}
          openPicker={openPicker}
          onOpenPicker={setOpenPicker}
          drafts={drafts}
          onDraftChange={(kind, text) => setDrafts((current) => ({ ...current, [kind]: text }))}
        />
      </div>
      <TakeOverDialog control={takeOver} currentRespondent={state === 'Responded' ? (model.dynamic?.RespondentName ?? alarm.RespondentName ?? null) : null} />
    </article>
  );
}
