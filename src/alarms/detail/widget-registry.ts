import type { ComponentType } from 'react';
import { CameraWidget } from '../../cameras/camera-widget.tsx';
import { CommandsWidget } from '../../commands/commands-widget.tsx';
import { DeviceWidget } from '../../devices/device-widget.tsx';
import type { WidgetMode } from '../../domain/widget-visibility.ts';
import { ContactsWidget } from './contacts/contacts-widget.tsx';
import { ResourcesWidget } from './contacts/resources-widget.tsx';
import { LinksWidget } from './media/links-widget.tsx';
import { MeasurementsWidget } from './media/measurements-widget.tsx';
import { MediaWidget } from './media/media-widget.tsx';
import { MessagesWidget } from './messages/messages-widget.tsx';
import { CommentWidget } from './notes/comment-widget.tsx';
import { NotesWidget } from './notes/notes-widget.tsx';
import { AssociatePanel } from './objects/associate-panel.tsx';
import { CustomerInfoWidget } from './person/customer-info-widget.tsx';
import { DynamicsWidget } from './person/dynamics-widget.tsx';
import { PersonWidget } from './person/person-widget.tsx';
import { ScheduledReminderWidget } from './reminder/scheduled-reminder-widget.tsx';
import { ReportWidget } from './report/report-widget.tsx';
import type { WidgetProps } from './widget-props.ts';
import { AlarmInfoWidget } from './widgets/alarm-info-widget.tsx';
import { ExternalInfoWidget } from './widgets/external-info-widget.tsx';
import { HandlingWidget } from './widgets/handling-widget.tsx';
import { LogsWidget } from './widgets/logs-widget.tsx';
import { NotifyWidget } from './widgets/notify-widget.tsx';
import { ObsWidget } from './widgets/obs-widget.tsx';
import { OperatorInformationWidget } from './widgets/operator-information-widget.tsx';
import { PositionWidget } from './widgets/position-widget.tsx';
import { UserInfoWidget } from './widgets/user-info-widget.tsx';

/**
 * Where a widget stands in the default body: across the full width above the columns, in the left or right column,
 * or only where a template family places it.
 */
export type WidgetPlace = 'lead' | 'left' | 'right' | 'byTemplate';

interface WidgetEntry {
  component: ComponentType<WidgetProps>;
  place: WidgetPlace;
  /** Its visibility mode in the default body. */
  mode: WidgetMode;
}

/**
 * Every widget of the alarm page body, in the default body's reading order: a new widget is its folder and one line
 * here. The handling controls lead, so reason, action and Clear are in view without scrolling at 1366x768; then who,
 * what and notify on the left; the device's commands head the right column (beside the person, and Clear stays in
 * view above them), then logs, position and external information.
 */
export const WIDGETS = {
  handling: { component: HandlingWidget, place: 'lead', mode: 'OPENED' },
  cameras: { component: CameraWidget, place: 'left', mode: 'HIDDEN_IF_NO_CONTENT' },
  userInfo: { component: UserInfoWidget, place: 'left', mode: 'OPENED' },
  obs: { component: ObsWidget, place: 'left', mode: 'HIDDEN_IF_NO_CONTENT' },
  comment: { component: CommentWidget, place: 'left', mode: 'OPENED' },
  alarmInfo: { component: AlarmInfoWidget, place: 'left', mode: 'OPENED' },
  person: { component: PersonWidget, place: 'left', mode: 'OPENED' },
  contacts: { component: ContactsWidget, place: 'left', mode: 'OPEN_ON_CONTENT' },
  resources: { component: ResourcesWidget, place: 'left', mode: 'OPEN_ON_CONTENT' },
  notify: { component: NotifyWidget, place: 'left', mode: 'OPENED' },
  operatorInformation: { component: OperatorInformationWidget, place: 'left', mode: 'OPENED' },
  scheduledReminder: { component: ScheduledReminderWidget, place: 'left', mode: 'OPENED' },
  messages: { component: MessagesWidget, place: 'left', mode: 'OPENED' },
  commands: { component: CommandsWidget, place: 'right', mode: 'HIDDEN_IF_NO_CONTENT' },
  logs: { component: LogsWidget, place: 'right', mode: 'OPENED' },
  report: { component: ReportWidget, place: 'right', mode: 'OPENED' },
  notes: { component: NotesWidget, place: 'right', mode: 'OPENED' },
  position: { component: PositionWidget, place: 'right', mode: 'OPEN_ON_CONTENT' },
  externalInfo: { component: ExternalInfoWidget, place: 'right', mode: 'OPEN_ON_CONTENT' },
  customerInfo: { component: CustomerInfoWidget, place: 'right', mode: 'OPEN_ON_CONTENT' },
  dynamics: { component: DynamicsWidget, place: 'right', mode: 'OPEN_ON_CONTENT' },
  devices: { component: DeviceWidget, place: 'right', mode: 'HIDDEN_IF_NO_CONTENT' },
  media: { component: MediaWidget, place: 'right', mode: 'HIDDEN_IF_NO_CONTENT' },
  measurements: { component: MeasurementsWidget, place: 'right', mode: 'HIDDEN_IF_NO_CONTENT' },
  links: { component: LinksWidget, place: 'right', mode: 'HIDDEN_IF_NO_CONTENT' },
  associate: { component: AssociatePanel, place: 'byTemplate', mode: 'OPENED' },
} as const satisfies Record<string, WidgetEntry>;

export type WidgetId = keyof typeof WIDGETS;

export const WIDGET_IDS = Object.keys(WIDGETS) as WidgetId[];

/** The entry of a slot's widget; undefined for an id this console does not have (a server template may name one). */
export function widgetEntry(id: string): WidgetEntry | undefined {
  return Object.hasOwn(WIDGETS, id) ? WIDGETS[id as WidgetId] : undefined;
}
