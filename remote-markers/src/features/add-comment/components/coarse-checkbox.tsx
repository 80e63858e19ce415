import { useId } from 'react';
import { TEXTS } from 'shared';
import styles from './add-comment-dialog.module.css';

const T = TEXTS.publication;

/**
 * "Show only the building and the month": whether the comment's public version withholds the
 * spot chosen, the unit and the day (its author still reads it as written). The same box when
 * adding a comment and when editing one.
 */
export function CoarseCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  return (
    <div className={styles.checkField}>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          aria-describedby={hintId}
        />
        <span>{T.coarse}</span>
      </label>
      <p id={hintId} className={styles.optionHint}>
        {T.coarseHint}
      </p>
    </div>
  );
}
