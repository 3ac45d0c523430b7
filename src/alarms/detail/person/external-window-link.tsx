import type { ReactNode } from 'react';
import { EXTERNAL_WINDOW_SIZE_PX } from '../../../domain/constants.ts';
import { safeOpenUrl } from '../../../domain/command-result.ts';

/**
 * A link to an external page (WIDGET-26): opens in a new 1340x1340 window, without the console as opener. An
 * address that is not http(s) is shown as text, never as a link.
 */
export function ExternalWindowLink({ href, children }: { href: string; children: ReactNode }) {
  const url = safeOpenUrl(href, window.location.href);
  if (!url) return <span>{children}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        window.open(url, '_blank', `noopener,noreferrer,width=${EXTERNAL_WINDOW_SIZE_PX},height=${EXTERNAL_WINDOW_SIZE_PX}`);
      }}
    >
      {children}
    </a>
  );
}
