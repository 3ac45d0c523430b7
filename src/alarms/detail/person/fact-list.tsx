import type { ReactNode } from 'react';

/** Labelled facts as a description list; a missing value shows a dash, so every label keeps its place. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="field-list">
      {facts.map(([label, value], index) => (
        <div key={`${index} ${label}`} className="field-list__row">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a person widget. */
export function FactSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="person__section" aria-labelledby={id}>
      <h4 id={id} className="person__heading">
        {title}
      </h4>
      {children}
    </section>
  );
}
