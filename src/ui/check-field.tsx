import { useId } from 'react';

export interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A checkbox with its label after it, the label naming it. */
export function CheckField({ label, checked, onChange, disabled }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
