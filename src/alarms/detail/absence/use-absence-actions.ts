import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../app/message-text.ts';
import type { Absence } from '../../../contract/index.ts';
import { ABSENCE_ERROR_NOTICE_MS } from '../../../domain/constants.ts';
import type { ValidAbsence } from '../../../domain/validation/absence.ts';
import type { AbsenceInput } from '../../../sync-client/engine-api.ts';
import { useEngine } from '../../../sync-client/engine-context.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';

/** The server's code for an absence overlapping an ongoing or upcoming one (ABS-06). */
const ABSENCE_OVERLAP = 'ABSENCE_OVERLAP';

export interface AbsenceActions {
  /** Sends the new absence; an overlap waits in `overlap` for the operator's answer. */
  create(absence: ValidAbsence): Promise<void>;
  /** The absence the server said overlaps, waiting for confirmation; null when none. */
  overlap: AbsenceInput | null;
  confirmOverlap(): Promise<void>;
  cancelOverlap(): void;
  end(absence: Absence): Promise<void>;
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
  const engine = useEngine();
  const snackbar = useSnackbar();
  const [overlap, setOverlap] = useState<AbsenceInput | null>(null);
  const [creating, setCreating] = useState(false);
  const [endingId, setEndingId] = useState<number | null>(null);
  const [created, setCreated] = useState(0);

  const notify = (text: string) => snackbar.show(text, { tone: 'error', durationMs: ABSENCE_ERROR_NOTICE_MS });

  const send = async (input: AbsenceInput, force: boolean) => {
    setCreating(true);
    const result = await engine.createAbsence(userId, input, force ? { force: true } : undefined);
    setCreating(false);
    setOverlap(null);
    if (result.ok) setCreated((n) => n + 1);
    else if (result.code === ABSENCE_OVERLAP && !force) setOverlap(input);
    else notify(t('absence.createFailed', { message: messageText(t, result) }));
  };

  return {
    async create(absence) {
      await send(
        {
          alarmId,
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
      if (overlap) await send(overlap, true);
    },
    cancelOverlap: () => setOverlap(null),
    async end(absence) {
      setEndingId(absence.Id);
      const result = await engine.endAbsence(userId, absence.Id, alarmId);
      setEndingId(null);
      if (!result.ok) notify(t('absence.endFailed', { message: messageText(t, result) }));
    },
    creating,
    endingId,
    created,
  };
}
