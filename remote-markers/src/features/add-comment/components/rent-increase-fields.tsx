import { RENT_LIMITS } from 'shared';
import buttons from '../../../components/button.module.css';
import { RENT_TEXTS as T } from '../texts';
import { RentField, WholeNumberInput, type InvalidHandler } from './rent-field';
import { increaseTyped, type InWritingChoice, type IncreaseValues } from './rent-values';
import styles from './rent-record.module.css';

const IN_WRITING = Object.keys(T.inWritingChoices) as InWritingChoice[];

/**
 * One rent increase: the day the new rent began and the new rent (asked for once anything of
 * it is typed), the days of notice and whether it was in writing, and Remove.
 */
export function RentIncreaseFields({
  number,
  value,
  errors,
  onChange,
  onRemove,
  onInvalid,
  today,
}: {
  /** Its place in the list, from 1. */
  number: number;
  value: IncreaseValues;
  errors: Readonly<Record<string, string>>;
  /** The increase with `touched` (a field name) changed. */
  onChange: (value: IncreaseValues, touched: string) => void;
  onRemove: () => void;
  onInvalid: InvalidHandler;
  /** The latest day a rent can have begun (YYYY-MM-DD). */
  today: string;
}) {
  const field = (name: keyof IncreaseValues) => `increase-${value.key}-${name}`;
  const change = (name: keyof IncreaseValues, typed: string) =>
    onChange({ ...value, [name]: typed }, field(name));
  const required = increaseTyped(value);
  return (
    <fieldset className={styles.increase}>
      <legend className={styles.legend}>{T.increase(number)}</legend>
      <div className={styles.fields}>
        <RentField label={T.on} error={errors[field('on')]}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={`${RENT_LIMITS.monthEarliest}-01`}
              max={today}
              required={required}
              value={value.on}
              onChange={(event) => change('on', event.target.value)}
              onInvalid={onInvalid(field('on'), T.missing.on)}
            />
          )}
        </RentField>
        <RentField label={T.newRent} error={errors[field('newRent')]}>
          {(control) => (
            <WholeNumberInput
              {...control}
              min={RENT_LIMITS.weeklyMin}
              max={RENT_LIMITS.weeklyMax}
              required={required}
              value={value.newRent}
              onChange={(event) => change('newRent', event.target.value)}
              onInvalid={onInvalid(field('newRent'), T.missing.newRent)}
            />
          )}
        </RentField>
        <RentField label={T.noticeDays} error={errors[field('noticeDays')]}>
          {(control) => (
            <WholeNumberInput
              {...control}
              min={0}
              max={RENT_LIMITS.noticeDaysMax}
              value={value.noticeDays}
              onChange={(event) => change('noticeDays', event.target.value)}
              onInvalid={onInvalid(field('noticeDays'))}
            />
          )}
        </RentField>
        <RentField label={T.inWriting} error={undefined}>
          {(control) => (
            <select
              {...control}
              value={value.inWriting}
              onChange={(event) => change('inWriting', event.target.value)}
            >
              {IN_WRITING.map((choice) => (
                <option key={choice} value={choice}>
                  {T.inWritingChoices[choice]}
                </option>
              ))}
            </select>
          )}
        </RentField>
      </div>
      <button
        type="button"
        className={`${buttons.quiet} ${styles.remove}`}
        aria-label={T.removeIncrease(number)}
        onClick={onRemove}
      >
        {T.remove}
      </button>
    </fieldset>
  );
}
