/** Widget visibility modes (core §2, calls §2). */

export const WIDGET_MODES = ['OPENED', 'CLOSED', 'OPEN_ON_CONTENT', 'HIDDEN_IF_NO_CONTENT', 'HIDE_THE_WIDGET'] as const;
export type WidgetMode = (typeof WIDGET_MODES)[number];
export type WidgetVisibility = 'open' | 'closed' | 'hidden';

export function isKnownWidgetMode(mode: string | null | undefined): mode is WidgetMode {
  return WIDGET_MODES.some((known) => known === mode);
}

/**
 * How a widget starts. An unknown (or missing) mode falls back to open; the caller logs a warning when
 * isKnownWidgetMode(mode) is false, since this rule has no logger.
 */
export function resolveVisibility(mode: string | null | undefined, hasContent: boolean): WidgetVisibility {
  switch (isKnownWidgetMode(mode) ? mode : 'OPENED') {
    case 'OPENED':
      return 'open';
    case 'CLOSED':
      return 'closed';
    case 'OPEN_ON_CONTENT':
      return hasContent ? 'open' : 'closed';
    case 'HIDDEN_IF_NO_CONTENT':
      return hasContent ? 'open' : 'hidden';
    case 'HIDE_THE_WIDGET':
      return 'hidden';
  }
}
