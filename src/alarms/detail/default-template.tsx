import type { ReactNode } from 'react';
import type { Position } from '../../contract/index.ts';
import type { DetailModel, HandlingDrafts, OpenPicker } from './detail-model.ts';
import type { TemplateLayout, WidgetSlot } from './template-registry.ts';
import { CameraWidget } from '../../cameras/camera-widget.tsx';
import { CommandsWidget } from '../../commands/commands-widget.tsx';
import { DeviceWidget } from '../../devices/device-widget.tsx';
import { ContactsWidget } from './contacts/contacts-widget.tsx';
import { ResourcesWidget } from './contacts/resources-widget.tsx';
import { LinksWidget } from './media/links-widget.tsx';
import { MeasurementsWidget } from './media/measurements-widget.tsx';
import { MediaWidget } from './media/media-widget.tsx';
import { CustomerInfoWidget } from './person/customer-info-widget.tsx';
import { DynamicsWidget } from './person/dynamics-widget.tsx';
import { PersonWidget } from './person/person-widget.tsx';
import { AssociatePanel } from './objects/associate-panel.tsx';
import { ScheduledReminderWidget } from './reminder/scheduled-reminder-widget.tsx';
import { ReportWidget } from './report/report-widget.tsx';
import { CommentWidget } from './notes/comment-widget.tsx';
import { NotesWidget } from './notes/notes-widget.tsx';
import { MessagesWidget } from './messages/messages-widget.tsx';
import { AlarmInfoWidget } from './widgets/alarm-info-widget.tsx';
import { ExternalInfoWidget } from './widgets/external-info-widget.tsx';
import { HandlingWidget } from './widgets/handling-widget.tsx';
import { LogsWidget } from './widgets/logs-widget.tsx';
import { NotifyWidget } from './widgets/notify-widget.tsx';
import { ObsWidget } from './widgets/obs-widget.tsx';
import { OperatorInformationWidget } from './widgets/operator-information-widget.tsx';
import { PositionWidget } from './widgets/position-widget.tsx';
import { UserInfoWidget } from './widgets/user-info-widget.tsx';

export interface TemplateBodyProps {
  layout: TemplateLayout;
  model: DetailModel;
  positions: readonly Position[] | undefined;
  openPicker: OpenPicker;
  onOpenPicker(picker: OpenPicker | ((current: OpenPicker) => OpenPicker)): void;
  drafts: HandlingDrafts;
  onDraftChange(kind: keyof HandlingDrafts, text: string): void;
}

function Widget({ slot, ...props }: Omit<TemplateBodyProps, 'layout'> & { slot: WidgetSlot }) {
  const { model } = props;
  switch (slot.id) {
    case 'userInfo':
      return <UserInfoWidget model={model} mode={slot.mode} />;
    case 'obs':
      return <ObsWidget model={model} mode={slot.mode} />;
    case 'alarmInfo':
      return <AlarmInfoWidget model={model} mode={slot.mode} />;
    case 'handling':
      return (
        <HandlingWidget
          model={model}
          mode={slot.mode}
          openPicker={props.openPicker}
          onOpenPicker={props.onOpenPicker}
          drafts={props.drafts}
          onDraftChange={props.onDraftChange}
        />
      );
    case 'notify':
      return <NotifyWidget model={model} mode={slot.mode} />;
    case 'operatorInformation':
      return <OperatorInformationWidget model={model} mode={slot.mode} />;
    case 'logs':
      return <LogsWidget model={model} mode={slot.mode} />;
    case 'position':
      return <PositionWidget model={model} mode={slot.mode} positions={props.positions} />;
    case 'externalInfo':
      return <ExternalInfoWidget model={model} mode={slot.mode} />;
    case 'cameras':
      return <CameraWidget model={model} mode={slot.mode} />;
    case 'commands':
      return <CommandsWidget model={model} mode={slot.mode} />;
    case 'devices':
      return <DeviceWidget model={model} mode={slot.mode} />;
    case 'contacts':
      return <ContactsWidget model={model} mode={slot.mode} />;
    case 'resources':
      return <ResourcesWidget model={model} mode={slot.mode} />;
    case 'media':
      return <MediaWidget model={model} mode={slot.mode} />;
    case 'links':
      return <LinksWidget model={model} mode={slot.mode} />;
    case 'measurements':
      return <MeasurementsWidget model={model} mode={slot.mode} />;
    case 'person':
      return <PersonWidget model={model} mode={slot.mode} />;
    case 'customerInfo':
      return <CustomerInfoWidget model={model} mode={slot.mode} />;
    case 'dynamics':
      return <DynamicsWidget model={model} mode={slot.mode} />;
    case 'associate':
      return <AssociatePanel model={model} mode={slot.mode} settings={slot.settings} />;
    case 'report':
      return <ReportWidget model={model} mode={slot.mode} />;
    case 'scheduledReminder':
      return <ScheduledReminderWidget model={model} mode={slot.mode} />;
    case 'notes':
      return <NotesWidget model={model} mode={slot.mode} />;
    case 'comment':
      return <CommentWidget model={model} mode={slot.mode} />;
    case 'messages':
      return <MessagesWidget model={model} mode={slot.mode} />;
    default:
      // A server template may name a widget this console does not have.
      return null;
  }
}

/**
 * The default alarm body: the layout's lead widgets across the width, then what the page puts between (the Clear
 * bar), then the other widgets in columns; each widget in its own frame and error boundary.
 */
export function DefaultTemplate({ layout, between, ...props }: TemplateBodyProps & { between?: ReactNode }) {
  return (
    <>
      {layout.lead?.map((slot) => (
        <Widget key={slot.id} slot={slot} {...props} />
      ))}
      {between}
      <div className="alarm-detail__columns">
        {layout.columns.map((column, index) => (
          <div key={index} className="alarm-detail__column">
            {column.map((slot) => (
              <Widget key={slot.id} slot={slot} {...props} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
