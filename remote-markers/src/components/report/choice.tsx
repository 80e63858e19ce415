import styles from './report-dialog.module.css';

/** One of a few values, as radio buttons in a fieldset with its legend. */
export function Choice<V extends string>(props: {
  legend: string;
  name: string;
  values: readonly V[];
  words: Record<V, string>;
  chosen: V | null;
  disabled: boolean;
  autoFocus?: boolean;
  onChoose: (value: V) => void;
}) {
  return (
    <fieldset className={styles.reasons} disabled={props.disabled}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.values.map((value, index) => (
        <label key={value} className={styles.reason}>
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.chosen === value}
            onChange={() => props.onChoose(value)}
            data-autofocus={props.autoFocus && index === 0 ? true : undefined}
          />
          {props.words[value]}
        </label>
      ))}
    </fieldset>
  );
}
