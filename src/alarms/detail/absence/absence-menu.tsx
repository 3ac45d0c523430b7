import { useState } from 'react';
import type { Absence } from '../../../contract/index.ts';
import { useTranslation } from 'react-i18next';
import { useAbsenceReasons } from '../../../db/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { AbsenceForm } from './absence-form.tsx';
import { AbsenceList } from './absence-list.tsx';
import { useAbsenceActions } from './use-absence-actions.ts';
import { useAbsencesNow } from './use-absences-now.ts';
import { OverlappedAbsences } from './overlapped-absences.tsx';
import { absenceReasonText } from '../../../domain/absence-reasons.ts';

/**
 * The header's absence menu (ABS-01): shown only when USER_ABSENCES is on, the alarm has a user and the console
 * is not read-only. Opens the absence dialog for the named person: the calendar, a new-absence form, the overlap
 * confirmation and, before deleting an absence, a confirmation naming it.
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
  const calendar = useAbsencesNow(userId);
  const reasons = useAbsenceReasons();
  const actions = useAbsenceActions(userId, model.alarm.AlarmId);
  const [deleting, setDeleting] = useState<Absence | null>(null);
  const person = [model.user?.Name, model.user?.LastName].filter(Boolean).join(' ') || model.alarm.Name || '';
  const dateFormat = { ...model.timeFormat, timestamps: undefined };
  return (
    <>
      <Modal
        open
        title={t('absence.title')}
        onClose={onClose}
        className="absence-dialog"
        actions={<Button onClick={onClose}>{t('absence.close')}</Button>}
      >
        {person ? <p className="absence-dialog__person">{t('absence.person', { name: person })}</p> : null}
        <AbsenceList
          calendar={calendar}
          timeFormat={model.timeFormat}
          endingId={actions.endingId}
          onEnd={(absence, action) => (action === 'delete' ? setDeleting(absence) : void actions.end(absence, action))}
        />
        <AbsenceForm
          key={actions.created}
          reasons={reasons ?? []}
          timeFormat={model.timeFormat}
          pending={actions.creating}
          onSubmit={(absence) => void actions.create(absence)}
        />
      </Modal>
      <Modal
        open={deleting !== null}
        role="alertdialog"
        title={t('absence.deleteConfirm.title')}
        onClose={() => setDeleting(null)}
        actions={
          <>
            <Button onClick={() => setDeleting(null)}>{t('absence.deleteConfirm.cancel')}</Button>
            <Button
              variant="danger"
              onClick={() => {
                if (deleting) void actions.end(deleting, 'delete');
                setDeleting(null);
              }}
            >
              {t('absence.deleteConfirm.confirm')}
            </Button>
          </>
        }
      >
        <p>
          {deleting
            ? t('absence.deleteConfirm.text', { name: person, reason: absenceReasonText(t, deleting.Reason), start: formatDateTime(deleting.StartDate, dateFormat) })
            : null}
        </p>
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
        {actions.overlap ? <OverlappedAbsences calendar={calendar} created={actions.overlap} timeFormat={model.timeFormat} /> : null}
      </Modal>
    </>
  );
}
