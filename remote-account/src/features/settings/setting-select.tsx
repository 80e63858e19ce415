import { useId } from 'react';
import styles from '../../components/account.module.css';
import { Labelled } from '../../components/fields';

interface Option<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled select over the contract's options (the API's value, the product's label), with a
 * line under it about the option chosen, read out with the select.
 */
export function SettingSelect<V extends string>({
  label,
  name,
  options,
  value,
  hint,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly Option<V>[];
  value: V;
  hint: string;
  onChange: (value: V) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </Labelled>
  );
}
