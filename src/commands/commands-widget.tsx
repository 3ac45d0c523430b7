import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { WidgetFrame } from '../alarms/detail/widget-frame.tsx';

/** The alarm's BUTTON and INLINEBUTTON commands (calls §2, CMD-01). */
export function CommandsWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('commands');
  const commands = model.dynamic?.Commands ?? [];
  return (
    <WidgetFrame id="commands" title={t('widget.title')} mode={mode} hasContent={commands.length > 0}>
      <ul>
        {commands.map((command) => (
          <li key={command.CommandId ?? command.Id}>{command.TranslationKey}</li>
        ))}
      </ul>
    </WidgetFrame>
  );
}
