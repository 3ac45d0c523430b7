import './test-alarms.css';
import { useTranslation } from 'react-i18next';
import type { ListedAlarm } from '../contract/index.ts';
import { isTestAlarm } from '../domain/test-alarms.ts';

/** The "Test" mark of an alarm a test routine raised, on its list row and its page; nothing for other alarms. */
export function TestMark({ alarm }: { alarm: Pick<ListedAlarm, 'IsTest'> }) {
  const { t } = useTranslation('testAlarms');
  if (!isTestAlarm(alarm)) return null;
  return (
    <span className="test-mark" title={t('testMarkLabel')}>
      {t('testMark')}
    </span>
  );
}
