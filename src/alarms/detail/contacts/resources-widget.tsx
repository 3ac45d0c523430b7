import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../contract/index.ts';
import { RESOURCES_PAGE_SIZE } from '../../../domain/constants.ts';
import { resourceIcon, resourcesForTemplate } from '../../../domain/resource-call.ts';
import { resourceCallouts, type ResourceCallout } from '../../../domain/resource-callouts.ts';
import { formatDateTime, type TimeFormat } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { ContactRow } from './contact-row.tsx';
import { byOrder } from './contacts-widget.tsx';
import { PagedTable } from './paged-table.tsx';
import { ReloadContactsButton } from './reload-button.tsx';
import { ResourceCallDialog } from './resource-call-dialog.tsx';
import './contacts.css';

/**
 * Who to send: the object's resources with an Assign column that opens the resource-call popup (calls §2, §4,
 * RES-03..05, RES-08..11). A read-only operator sees no Assign column.
 */
export function ResourcesWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const resources = resourcesForTemplate(byOrder(model.details?.Resources ?? []), model.templateType);
  const alarmId = model.alarm.AlarmId;
  const [calling, setCalling] = useState<Resource | null>(null);
  const assign = !model.readOnly;
  // qa-handling P2-8: who is already called out or on the way, in text, for every console of the alarm.
  const callouts = resourceCallouts(model.details?.Logs ?? [], resources);
  const headers = [t('contacts.name'), t('contacts.relation'), t('contacts.telephone'), t('contacts.address'), t('contacts.details')];
  return (
    <WidgetFrame id="resources" title={t('contacts.resourcesTitle')} mode={mode} hasContent={resources.length > 0} tools={<ReloadContactsButton alarmId={alarmId} what="resources" />}>
      {resources.length === 0 ? (
        <p className="widget__empty">{t('contacts.noResources')}</p>
      ) : (
        <PagedTable
          key={alarmId}
          label={t('contacts.resourcesTitle')}
          headers={assign ? [...headers, t('contacts.assign')] : headers}
          rows={resources}
          pageSize={RESOURCES_PAGE_SIZE}
          rowKey={(row, index) => String(row.ContactId ?? `i${index}`)}
          renderRow={(row) => (
            <ContactRow
              contact={row}
              alarmId={alarmId}
              extra={
                assign ? (
                  <td>
                    <ResourceIconButton resource={row} disabled={!model.alarm.Active || model.canTakeOver} onOpen={() => setCalling(row)} />
                    <CalloutState callout={row.Name ? callouts.get(row.Name) : undefined} timeFormat={model.timeFormat} />
                  </td>
                ) : undefined
              }
            />
          )}
        />
      )}
      {calling ? <ResourceCallDialog key={String(calling.Resource)} alarmId={alarmId} resource={calling} noMessageAllowed={model.settings.CALLRESOURCE_NO_MESSAGE} timeFormat={model.timeFormat} onClose={() => setCalling(null)} /> : null}
    </WidgetFrame>
  );
}

/** qa-handling P2-8: "Called out 10:04" or "Accepted 10:05" beside the icon, in text rather than colour alone. */
function CalloutState({ callout, timeFormat }: { callout: ResourceCallout | undefined; timeFormat: TimeFormat }) {
  const { t } = useTranslation('alarm');
  if (!callout) return null;
  return <span className="resource-callout">{t(`contacts.callout.${callout.state}`, { time: formatDateTime(callout.at, timeFormat) })}</span>;
}

/** RES-08..11: nothing without a resource; disabled when not logged in; green when active, black when not. */
function ResourceIconButton({ resource, disabled, onOpen }: { resource: Resource; disabled: boolean; onOpen(): void }) {
  const { t } = useTranslation('alarm');
  const icon = resourceIcon(resource);
  if (icon === 'none') return null;
  const name = resource.Name ?? '';
  return (
    <button
      type="button"
      className={`resource-icon resource-icon--${icon}`}
      data-state={icon}
      disabled={icon === 'disabled' || disabled}
      aria-label={t(`contacts.icon.${icon}`, { name })}
      title={t(`contacts.icon.${icon}`, { name })}
      onClick={onOpen}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <circle cx="12" cy="7" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z" fill="currentColor" />
      </svg>
    </button>
  );
}
