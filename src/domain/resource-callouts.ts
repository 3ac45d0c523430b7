import type { AlarmLog, Resource } from '../contract/index.ts';
import { oldestFirst } from './alarm-logs.ts';

export interface ResourceCallout {
  state: 'called' | 'accepted';
  /** When the line was logged (ISO). */
  at: string;
}

const STATES: Record<string, ResourceCallout['state']> = { resourceCalled: 'called', resourceCalledMessage: 'called', resourceAccepted: 'accepted' };

/**
 * Each resource's call-out state from the alarm's log, by resource name (qa-handling P2-8): called out, then accepted;
 * a recall (logged with the resource's ContactId) ends it. The server writes these lines; every console reads them.
 */
export function resourceCallouts(logs: readonly AlarmLog[], resources: readonly Resource[]): Map<string, ResourceCallout> {
  const callouts = new Map<string, ResourceCallout>();
  for (const line of oldestFirst(logs)) {
    const code = line.EventCode ?? '';
    const at = line.Created ?? '';
    if (code === 'resourceRecalled') {
      const recalled = resources.find((resource) => String(resource.ContactId) === line.EventParams?.resource);
      if (recalled?.Name) callouts.delete(recalled.Name);
      continue;
    }
    const state = STATES[code];
    const name = line.EventParams?.name;
    if (state && name) callouts.set(name, { state, at });
  }
  return callouts;
}
