import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbsenceCalendar, useAbsenceReasons } from '../../../db/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import type { DetailModel } from '../detail-model.ts';
import { AbsenceForm } from './absence-form.tsx';
import { AbsenceList } from './absence-list.tsx';
import { useAbsenceActions } from './use-absence-actions.ts';

/**
 * The header's absence menu (ABS-01): shown only when USER_ABSENCES is on, the alarm has a user and the console
 * is not read-only. Opens the absence dialog: the calendar, a new-absence form and the overlap confirmation.
 */
export function AbsenceMenu({ model }: { model: DetailModel }) {
  const { t } = useTranslation('alarm');
  const [open, setOpen] = useState(false);
  const userId = model.alarm.UserId;
  if (!model.settings.USER_ABSENCES || model.readOnly || !userId) return null;
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('absence.menu')}
      </Button>
      {open ? <AbsenceDialog model={model} userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AbsenceDialog({ model, userId, onClose }: { model: DetailModel; userId: number; onClose(): void }) {
  const { t } = useTranslation('alarm');
  const calendar = useAbsenceCalendar(userId);
  const reasons = useAbsenceReasons();
  const actions = useAbsenceActions(userId, model.alarm.AlarmId);
  return (
    <>
      <Modal
        open
        title={t('absence.title')}
        onClose={onClose}
        className="absence-dialog"
        actions={<Button onClick={onClose}>{t('absence.close')}</Button>}
      >
        <AbsenceList calendar={calendar} timeFormat={model.timeFormat} endingId={actions.endingId} onEnd={(absence) => void actions.end(absence)} />
        <AbsenceForm key={actions.created} reasons={reasons ?? []} pending={actions.creating} onSubmit={(absence) => void actions.create(absence)} />
      </Modal>
      <Modal
        open={actions.overlap !== null}
        role="alertdialog"
        title={t('absence.overlap.title')}
        onClose={actions.cancelOverlap}
        actions={
          <>
            <Button onClick={actions.cancelOverlap}>{t('absence.overlap.cancel')}</Button>
            <Button variant="primary" pending={actions.creating} onClick={() => void actions.confirmOverlap()}>
              {t('absence.overlap.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('common:messages.ABSENCE_OVERLAP')}</p>
      </Modal>
    </>
  );
}
