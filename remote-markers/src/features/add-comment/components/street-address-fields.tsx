import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TEXTS } from 'shared';
import { STREET_ADDRESS_TEXTS as T } from '../../../lib/texts';
import { STREET_MAX_LENGTH, isHouseNumber, type StreetAddressValues } from './street-address';
import styles from './add-comment-dialog.module.css';

/**
 * "Street address": a street number and a street, both optional, for a place whose address
 * names no house number (without one the comment joins no building). A number that is not a
 * house number stops saving the browser's way (a custom validity), said in our words under
 * the field, after saving was tried or the field was left.
 */
export function StreetAddressFields({
  values,
  onChange,
  disabled,
}: {
  values: StreetAddressValues;
  onChange: (values: StreetAddressValues) => void;
  disabled: boolean;
}) {
  const id = useId();
  const numberField = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState(false);
  const invalid = values.number.trim() !== '' && !isHouseNumber(values.number);
  const showError = checked && invalid;

  useEffect(() => {
    numberField.current?.setCustomValidity(invalid ? T.numberInvalid : '');
  }, [invalid]);

  const refused = (event: FormEvent<HTMLInputElement>) => {
    event.preventDefault();
    setChecked(true);
    numberField.current?.focus();
  };

  const hintId = `${id}-hint`;
  const numberId = `${id}-number`;
  const errorId = `${id}-number-error`;
  const streetId = `${id}-street`;
  return (
    <fieldset className={styles.choiceGroup} disabled={disabled} aria-describedby={hintId}>
      <legend className={styles.legend}>{T.legend}</legend>
      <p id={hintId} className={styles.optionHint}>
        {T.hint}
      </p>
      <div className={styles.streetRow}>
        <div className={`${styles.field} ${styles.streetNumber}`}>
          <label htmlFor={numberId}>{`${T.number} ${TEXTS.field.optional}`}</label>
          <input
            ref={numberField}
            id={numberId}
            type="text"
            autoComplete="off"
            value={values.number}
            onChange={(event) => onChange({ ...values, number: event.target.value })}
            onBlur={() => setChecked(true)}
            onInvalid={refused}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? errorId : undefined}
          />
        </div>
        <div className={`${styles.field} ${styles.streetName}`}>
          <label htmlFor={streetId}>{`${T.street} ${TEXTS.field.optional}`}</label>
          <input
            id={streetId}
            type="text"
            autoComplete="off"
            maxLength={STREET_MAX_LENGTH}
            value={values.street}
            onChange={(event) => onChange({ ...values, street: event.target.value })}
          />
        </div>
      </div>
      {showError && (
        <p id={errorId} className={styles.error} role="alert">
          {T.numberInvalid}
        </p>
      )}
    </fieldset>
  );
}
