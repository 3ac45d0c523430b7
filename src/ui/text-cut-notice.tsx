import { useTranslation } from 'react-i18next';

/**
 * Says how many typed or pasted characters did not fit a field (qa-handling P3-10): a field keeps what fits and
 * never drops text without a word. The field names it in aria-describedby; it is announced when it appears.
 */
export function TextCutNotice({ id, cut, limit }: { id: string; cut: number; limit: number }) {
  const { t } = useTranslation('common');
  return cut > 0 ? (
    <p id={id} className="field-error" role="status">
      {t('textCut', { cut, max: limit })}
    </p>
  ) : null;
}
