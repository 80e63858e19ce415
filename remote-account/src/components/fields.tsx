import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import styles from './account.module.css';

/** A field's frame: its label for the control `id`, then the control. */
export function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled input in the account's look (the dialogs' fields); `inputRef` reaches the input. */
export function InputField({
  label,
  inputRef,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <input ref={inputRef} {...input} id={id} className={styles.input} />
    </Labelled>
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
    <Labelled id={id} label={label}>
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
    </Labelled>
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
