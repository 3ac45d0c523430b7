import type { ExternalDocumentLink } from '../../../contract/index.ts';
import { ExternalWindowLink } from './external-window-link.tsx';

/** Documents of an external service as links opening in their own window (WIDGET-24, WIDGET-25, WIDGET-26). */
export function DocumentLinks({ documents, label, empty }: { documents: readonly ExternalDocumentLink[] | null | undefined; label: string; empty: string }) {
  if (!documents?.length) return <p className="widget__empty">{empty}</p>;
  return (
    <ul className="person__list" aria-label={label}>
      {documents.map((document, index) => (
        <li key={`${index} ${document.uri}`}>
          <ExternalWindowLink href={document.uri}>{document.displayName || document.uri}</ExternalWindowLink>
        </li>
      ))}
    </ul>
  );
}
