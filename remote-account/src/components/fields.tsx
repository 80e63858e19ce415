import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './account.module.css';

export function TextField({
  label,
  hint,
  status,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** Shown under the field, announced, and marks it invalid. */
  error?: string;
  /** Beside the label, e.g. a verification badge; part of the field's description. */
  status?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [status ? statusId : null, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {status && <span id={statusId}>{status}</span>}
      </div>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  options,
  placeholder,
  clearable = false,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** A value that is its own label, or a stored value with the label shown for it. */
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
  /** The placeholder can be chosen again, to go back to no choice. */
  clearable?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select {...select} id={id} className={styles.select}>
        {placeholder !== undefined && (
          <option value="" disabled={!clearable}>
            {placeholder}
          </option>
        )}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** An on/off setting: a checkbox with the switch role, labelled, with a line about it. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.hint}>
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
