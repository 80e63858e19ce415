import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { RENT_TEXTS as T } from '../texts';
import styles from './rent-record.module.css';

/** What a control of the rent record is given: its id, and its error when it has one. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One field of the rent record: a visible label over its control, and under it, once the
 * form's check stopped it, what is wrong in our words.
 */
export function RentField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Takes a field's invalid event over: `field` names it, `missing` says what to give. */
export type InvalidHandler = (
  field: string,
  missing?: string,
) => (event: FormEvent<HTMLInputElement>) => void;

/** Why the form's check stopped `input`, in our words rather than the browser's. */
export function invalidText(input: HTMLInputElement, missing = ''): string {
  if (input.validity.valueMissing) return missing;
  if (input.type === 'number') return T.wholeNumber(input.min, input.max);
  return input.type === 'month' ? T.monthRange : T.dayRange;
}

/** A whole number (dollars, days): the phone's number pad, no fractions. */
export function WholeNumberInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'step'>,
) {
  return <input {...props} type="number" inputMode="numeric" step={1} />;
}
