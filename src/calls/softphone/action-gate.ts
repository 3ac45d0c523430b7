/** CALL-59: phone actions are debounced 1 s. */
export const PHONE_ACTION_MS = 1_000;

/**
 * A gate for repeated phone actions (a double click on Accept or Hang up): an action passes when the same action
 * has not passed within `ms`; others pass independently.
 */
export function createActionGate(ms = PHONE_ACTION_MS) {
  const last = new Map<string, number>();
  return (action: string, now: number): boolean => {
    const before = last.get(action);
    if (before !== undefined && now - before < ms) return false;
    last.set(action, now);
    return true;
  };
}
