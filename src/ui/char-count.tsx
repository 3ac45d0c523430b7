import { useTranslation } from 'react-i18next';

/**
 * The used and allowed characters of a free-text field. The field names it in aria-describedby, so the
 * limit is read with the field rather than announced on every keystroke.
 */
export function CharCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const { t } = useTranslation('common');
  return (
    <span id={id} className={length >= limit ? 'char-count char-count--full' : 'char-count'}>
      {t('charCount', { used: length, limit })}
    </span>
  );
}
