import type { ServerTemplateLayout } from '../../src/contract/index.ts';
import { notFound } from '../services/errors.ts';

/**
 * Templates the reference server supplies for template_types the console has no built-in body for (DETAIL-16).
 * 'ostergotland' is the demo: the logs lead beside handling (that centre reads the history first) and the associate
 * panel is switched on by its widget setting (DETAIL-42), without swapping (DETAIL-43).
 */
const TEMPLATES: Readonly<Record<string, ServerTemplateLayout>> = {
  ostergotland: {
    name: 'ostergotland',
    lead: [
      { id: 'logs', mode: 'OPENED' },
      { id: 'handling', mode: 'OPENED' },
    ],
    columns: [
      [
        { id: 'userInfo', mode: 'OPENED' },
        { id: 'associate', mode: 'OPENED', settings: { associateWithOtherObject: true } },
        { id: 'obs', mode: 'HIDDEN_IF_NO_CONTENT' },
        { id: 'alarmInfo', mode: 'OPENED' },
        { id: 'notify', mode: 'CLOSED' },
      ],
      [
        { id: 'commands', mode: 'HIDDEN_IF_NO_CONTENT' },
        { id: 'position', mode: 'OPEN_ON_CONTENT' },
        { id: 'externalInfo', mode: 'OPEN_ON_CONTENT' },
        { id: 'devices', mode: 'HIDDEN_IF_NO_CONTENT' },
      ],
    ],
  },
};

/** GET api/template and static/{template_type}: the template as JSON text, or 404 when the server has none. */
export function serverTemplate(templateType: string): string {
  // Only the table's own names: "constructor" or "__proto__" would otherwise find an Object's member.
  const name = templateType.toLowerCase();
  const template = Object.hasOwn(TEMPLATES, name) ? TEMPLATES[name] : undefined;
  if (!template) throw notFound(`Template ${templateType}`);
  return JSON.stringify(template);
}
