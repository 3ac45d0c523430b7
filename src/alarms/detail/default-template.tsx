import type { ReactNode } from 'react';
import type { TemplateLayout, WidgetSlot } from './template-registry.ts';
import type { WidgetPageProps } from './widget-props.ts';
import { widgetEntry } from './widget-registry.ts';

export interface TemplateBodyProps extends WidgetPageProps {
  layout: TemplateLayout;
}

function Widget({ slot, ...props }: WidgetPageProps & { slot: WidgetSlot }) {
  const entry = widgetEntry(slot.id);
  // A server template may name a widget this console does not have.
  if (!entry) return null;
  const { component: Component } = entry;
  return <Component {...props} mode={slot.mode} settings={slot.settings} />;
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
