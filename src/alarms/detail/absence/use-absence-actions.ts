import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message-text.ts';
import type { Absence } from '../../../contract/index.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { ABSENCE_ERROR_NOTICE_MS } from '../../../domain/constants.ts';
import type { ValidAbsence } from '../../../domain/validation/absence.ts';
import type { AbsenceCreate } from '../../../contract/index.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';

export interface AbsenceActions {
  /** Sends the new absence; an overlap waits in `overlap` for the operator's answer. */
  create(absence: ValidAbsence): Promise<void>;
  /** The absence the server said overlaps, waiting for confirmation; null when none. */
  overlap: AbsenceCreate | null;
  confirmOverlap(): Promise<void>;
  cancelOverlap(): void;
  /** Ends an ongoing absence (`terminate`) or deletes an upcoming one (`delete`), as the operator chose. */
  end(absence: Absence, action: 'terminate' | 'delete'): Promise<void>;
  creating: boolean;
  endingId: number | null;
  /** Counts the absences created, so the form can start afresh after each. */
  created: number;
}

/**
 * Creating, confirming an overlap (resent with force) and ending absences of one user from one alarm. Failures
 * show a 5 s error notification (ABS-14).
 */
export function useAbsenceActions(userId: number, alarmId: number): AbsenceActions {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const snackbar = useSnackbar();
  const [overlap, setOverlap] = useState<AbsenceCreate | null>(null);
  const [creating, setCreating] = useState(false);
  const [endingId, setEndingId] = useState<number | null>(null);
  const [created, setCreated] = useState(0);

  const notify = (text: string) => snackbar.show(text, { tone: 'error', durationMs: ABSENCE_ERROR_NOTICE_MS });

  const submit = async (body: AbsenceCreate, force: boolean) => {
    setCreating(true);
    const result = await send('createAbsence', { params: { user_id: userId }, query: { alarmid: alarmId, ...(force ? { force: true } : {}) }, body });
    setCreating(false);
    setOverlap(null);
    if (result.ok) setCreated((n) => n + 1);
    // ABS-06: an absence overlapping an ongoing or upcoming one waits for the operator's confirmation.
    else if (result.code === ErrorCode.ABSENCE_OVERLAP && !force) setOverlap(body);
    else notify(t('absence.createFailed', { message: messageText(t, result) }));
  };

  return {
    async create(absence) {
      await submit(
        {
          StartDate: new Date(absence.start).toISOString(),
          EndDate: absence.end !== undefined ? new Date(absence.end).toISOString() : null,
          HasEndDate: absence.end !== undefined,
          Reason: absence.reason,
          Comment: absence.comment,
          createAlarm: absence.createAlarm,
        },
        false,
      );
    },
    overlap,
    confirmOverlap: async () => {
      if (overlap) await submit(overlap, true);
    },
    cancelOverlap: () => setOverlap(null),
    async end(absence, action) {
      setEndingId(absence.Id);
      const result = await send('endAbsence', { params: { user_id: userId, absenceId: absence.Id }, query: { alarmid: alarmId, action } });
      setEndingId(null);
      if (!result.ok) notify(t('absence.endFailed', { message: messageText(t, result) }));
    },
    creating,
    endingId,
    created,
  };
}
