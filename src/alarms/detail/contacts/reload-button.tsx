import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message-text.ts';
import { useSend } from '../../../sync-client/engine-context.tsx';
import { Button } from '../../../ui/button.tsx';

/** Loads the alarm's contacts and resources again; a load failure is shown on the button itself (RES-06). */
export function ReloadContactsButton({ alarmId, what }: { alarmId: number; what: 'contacts' | 'resources' }) {
  const { t } = useTranslation('alarm');
  const send = useSend();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function reload() {
    setPending(true);
    const result = await send('reloadResources', { alarmId });
    setPending(false);
    setError(result.ok ? null : messageText(t, result));
  }
  return (
    <Button variant={error ? 'danger' : 'ghost'} pending={pending} onClick={() => void reload()}>
      {error ? t(`contacts.loadFailed.${what}`, { error }) : t(`contacts.reload.${what}`)}
    </Button>
  );
}
