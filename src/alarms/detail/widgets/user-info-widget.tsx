import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallNumber } from '../../../calls/links/call-number.tsx';
import { LocalSoftphoneControls } from '../../../calls/links/local-softphone-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { ChangeObjectDialog } from './change-object-dialog.tsx';

/**
 * User Info (core §2): the customer name with the change-object button, then the identifying fields; the callback
 * number is callable in the session's telephony mode (a call from the owner's alarm is registered, contact 0).
 */
export function UserInfoWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const [changing, setChanging] = useState(false);
  const { user, dynamic, readOnly, alarm, state } = model;
  const customer = [user?.Name, user?.LastName].filter(Boolean).join(' ') || alarm.Name || '';
  const fields: [string, ReactNode][] = [
    [t('userInfo.customerNumber'), user?.CustomerNumber],
    [t('userInfo.nationalId'), user?.NationalIdNumber],
    [t('userInfo.contractNumber'), user?.ContractNumber],
    [t('userInfo.name'), user?.Name],
    [t('userInfo.lastName'), user?.LastName],
    [
      t('userInfo.callback'),
      <CallNumber value={dynamic?.CallbackTelephoneNumber ?? user?.CallbackTelephoneNumber} alarmId={state === 'My' ? alarm.AlarmId : null} />,
    ],
    [t('userInfo.keyPlacement'), user?.KeyPlacement],
  ];
  return (
    <WidgetFrame id="userInfo" title={t('userInfo.title')} mode={mode} hasContent={Boolean(user)}>
      <div className="user-info__header">
        <span className="user-info__customer">{customer}</span>
        {/* Only the owner may move the alarm to another person (ROLE-09). */}
        {readOnly || state !== 'My' ? null : (
          <Button data-action-button variant="secondary" onClick={() => setChanging(true)}>
            {t('userInfo.changeObject')}
          </Button>
        )}
      </div>
      <dl className="field-list">
        {fields.map(([label, value]) => (
          <div key={label} className="field-list__row">
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
      {state === 'My' ? <LocalSoftphoneControls /> : null}
      {changing ? <ChangeObjectDialog alarmId={alarm.AlarmId} currentName={customer} onClose={() => setChanging(false)} /> : null}
    </WidgetFrame>
  );
}
