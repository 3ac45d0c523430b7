import type { Position } from '../../contract/index.ts';
import type { DetailModel, HandlingDrafts, OpenPicker } from './detail-model.ts';

/** Per-widget switches a template may set (a server template sends them as JSON). */
export type WidgetSettings = Readonly<Record<string, string | number | boolean>>;

/** What the alarm page hands every widget of its body; a widget takes the part it needs. */
export interface WidgetPageProps {
  model: DetailModel;
  positions: readonly Position[] | undefined;
  openPicker: OpenPicker;
  onOpenPicker(picker: OpenPicker | ((current: OpenPicker) => OpenPicker)): void;
  drafts: HandlingDrafts;
  onDraftChange(kind: keyof HandlingDrafts, text: string): void;
}

/** A widget's props: the page's, with its slot's visibility mode and settings. */
export interface WidgetProps extends WidgetPageProps {
  /** Visibility mode (core §2); a server template may send any string, unknown ones open. */
  mode: string;
  settings: WidgetSettings | undefined;
}
