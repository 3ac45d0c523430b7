import { useTranslation } from 'react-i18next';
import { noteTypesShown } from '../../../domain/notes.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { NoteSection } from './note-section.tsx';
import './notes.css';

/** The notes of the alarm's user: general, medical (only where ALLOW_MEDICAL_NOTES lets it) and technical. */
export function NotesWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const userId = model.alarm.UserId;
  if (!userId) return null;
  return (
    <WidgetFrame id="notes" title={t('notes.title')} mode={mode} hasContent>
      {noteTypesShown(model.settings, model.alarm.RespondentGroup).map((noteType) => (
        <NoteSection key={noteType} model={model} userId={userId} noteType={noteType} />
      ))}
    </WidgetFrame>
  );
}
