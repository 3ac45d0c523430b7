import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';
import { useSession, useSettings, useUserDatabase } from '../../db/hooks.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { useSoftphoneView } from '../softphone/softphone-view.tsx';
import type { SoftphoneState } from '../softphone/softphone-capability.ts';
import { CALL_NOTE_ASIDE_KEY, CALL_NOTE_DONE_KEY, callNoteTarget } from './call-note-target.ts';
import { CallNotesDialog } from './call-notes-dialog.tsx';
import './call-notes.css';

/**
 * The call notes of the shell (cloud mode): the dialog for the last call that ended, until its note is saved; only
 * where the centre makes call notes (CONST-09 MAKE_CALL_NOTES, true only when set to true).
 */
export function CallNotes() {
  const session = useSession();
  const settings = useSettings();
  const softphone = useSoftphoneView();
  if (session?.telephony !== 'cloud' || settings?.MAKE_CALL_NOTES !== true) return null;
  return <CallNotesFor lastEnded={softphone.state?.lastEnded ?? null} ringing={(softphone.state?.incoming.length ?? 0) > 0} />;
}

/**
 * The dialog for `lastEnded`; the saved call's sid is kept in the prefs, so every tab closes it. The operator may put
 * it aside (Escape, Later) and a ringing call puts it aside by itself, so it never blocks the next call
 * (qa-handling P1-2): the note then waits, listed, until it is written; its draft is kept meanwhile. Put aside in
 * one tab, it is aside in every tab (P3-7: a wrong number hung up with Ctrl+G is dismissed once, without typing);
 * reopening it opens it in this tab only.
 */
export function CallNotesFor({ lastEnded, ringing = false }: { lastEnded: SoftphoneState['lastEnded']; ringing?: boolean }) {
  const { t } = useTranslation();
  const [asideSid, setAsideSid] = useState<string | null>(null);
  const [reopenedSid, setReopenedSid] = useState<string | null>(null);
  const db = useUserDatabase();
  const send = useSend();
  const done = useFreshLiveQuery(async () => (db ? ((await db.prefs.get(CALL_NOTE_DONE_KEY))?.value ?? null) : undefined), [db]);
  const asideInAnyTab = useFreshLiveQuery(async () => (db ? ((await db.prefs.get(CALL_NOTE_ASIDE_KEY))?.value ?? null) : null), [db]);
  const asked = done === undefined ? null : callNoteTarget(lastEnded, done);
  // A GlobalAlarmId is turned into the stored alarm's AlarmId, so the waiting note shows beside that alarm.
  const storedId = useFreshLiveQuery(
    async () => (db && typeof asked?.alarmId === 'string' ? ((await db.alarms.where('GlobalAlarmId').equals(asked.alarmId).first())?.AlarmId ?? null) : null),
    [db, asked?.alarmId],
  );
  const target = asked && storedId ? { ...asked, alarmId: storedId } : asked;
  if (!target) return null;
  const aside = (asideSid === target.callSid || asideInAnyTab === target.callSid) && reopenedSid !== target.callSid;
  if (ringing || aside) {
    return (
      <div className="call-notes-pending" role="status">
        <Button
          onClick={() => {
            setAsideSid(null);
            setReopenedSid(target.callSid);
          }}
        >
          {t('callNotes.pending')}
        </Button>
      </div>
    );
  }
  return (
    <CallNotesDialog
      key={target.callSid}
      target={target}
      onSaved={() => void send('setPref', { key: CALL_NOTE_DONE_KEY, value: target.callSid })}
      onLater={() => {
        setAsideSid(target.callSid);
        setReopenedSid(null);
        void send('setPref', { key: CALL_NOTE_ASIDE_KEY, value: target.callSid });
      }}
    />
  );
}
