/**
 * The operator information call (API-36) posts free JSON; the spec does not show its shape. This console sends
 * `{ Text }` and reads back the JSON the server stores with the alarm ("{}" when none).
 */
/** A type, not an interface: the contract's free JSON body takes only what has an implicit index signature. */
export type OperatorInformation = { Text: string };

export function operatorInformationBody(text: string): OperatorInformation {
  return { Text: text.trim() };
}

/** The stored information as text: our own `Text`, another client's JSON as it is, nothing as ''. */
export function operatorInformationText(stored: string | null | undefined): string {
  if (!stored) return '';
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return stored;
    const text = (value as Partial<Record<keyof OperatorInformation, unknown>>).Text;
    if (typeof text === 'string') return text;
    return Object.keys(value).length === 0 ? '' : stored;
  } catch {
    return stored;
  }
}
