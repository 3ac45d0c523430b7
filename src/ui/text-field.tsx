import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  /** A hint under the input, read with it. */
  hint?: string;
  /** The field's own error, already translated: shown under the input, read with it, and marks it invalid. */
  error?: string | null;
  /** Marks the input invalid when its error is shown elsewhere (a list for the whole form, named by describedBy). */
  invalid?: boolean;
  /** Ids of text outside the field that also describes the input. */
  describedBy?: string;
}

/**
 * A labelled input with its hint and error linked by aria-describedby, so a screen reader reads why a field was
 * refused when it lands on it.
 */
export function TextField({ label, hint, error, invalid, describedBy, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-invalid={error || invalid ? true : undefined} aria-describedby={described || undefined} />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
