import { useEffect, useId, useRef, useState } from 'react';
import { AGREEMENT_TYPES, RENT_LIMITS, type AgreementType } from 'shared';
import buttons from '../../../components/button.module.css';
import { RENT_TEXTS as T } from '../texts';
import { localToday } from './checklist-values';
import { RentField, WholeNumberInput, invalidText, type InvalidHandler } from './rent-field';
import { RentIncreaseFields } from './rent-increase-fields';
import { localMonth, rentChanged, withNewIncrease, type RentValues } from './rent-values';
import type { RentRecordState } from './use-rent-record';
import styles from './rent-record.module.css';

/**
 * "Rent (optional)": closed at first; opened, what the author paid when they moved in, when
 * they moved in and out, the bond and the agreement, and each increase. Once anything is typed
 * the weekly rent and the month moved in are required the browser's way, so saving stops with
 * the rest of the form's checks; each field's invalid event is taken over to say why under
 * it (opening the section to show it) and to move focus to the first one.
 */
export function RentRecord({ rent, disabled }: { rent: RentRecordState; disabled: boolean }) {
  const toggleId = useId();
  const panelId = useId();
  const [now] = useState(() => new Date());
  const onInvalid = useInvalidFields(rent);
  const { values, errors } = rent;
  const change = (next: Partial<RentValues>, ...touched: string[]) =>
    rent.onChange({ ...values, ...next }, ...touched);
  const required = rentChanged(values);
  const thisMonth = localMonth(now);
  return (
    <section className={styles.record}>
      <button
        id={toggleId}
        type="button"
        className={styles.toggle}
        aria-expanded={rent.opened}
        aria-controls={panelId}
        onClick={rent.toggle}
      >
        {T.toggle}
      </button>
      <fieldset
        id={panelId}
        hidden={!rent.opened}
        className={styles.panel}
        aria-labelledby={toggleId}
        disabled={disabled}
      >
        <p className={styles.hint}>{T.hint}</p>
        {rent.refusal && (
          <p className={styles.error} role="alert">
            {rent.refusal}
          </p>
        )}
        <div className={styles.fields}>
          <RentField label={T.weeklyRent} error={errors.weeklyRent}>
            {(control) => (
              <WholeNumberInput
                {...control}
                min={RENT_LIMITS.weeklyMin}
                max={RENT_LIMITS.weeklyMax}
                required={required}
                value={values.weeklyRent}
                onChange={(event) => change({ weeklyRent: event.target.value }, 'weeklyRent')}
                onInvalid={onInvalid('weeklyRent', T.missing.weeklyRent)}
              />
            )}
          </RentField>
          <RentField label={T.movedIn} error={errors.movedIn}>
            {(control) => (
              <input
                {...control}
                type="month"
                min={RENT_LIMITS.monthEarliest}
                max={thisMonth}
                required={required}
                value={values.movedIn}
                onChange={(event) => change({ movedIn: event.target.value }, 'movedIn')}
                onInvalid={onInvalid('movedIn', T.missing.movedIn)}
              />
            )}
          </RentField>
          <RentField label={T.movedOut} error={errors.movedOut}>
            {(control) => (
              <input
                {...control}
                type="month"
                min={values.movedIn || RENT_LIMITS.monthEarliest}
                max={thisMonth}
                value={values.movedOut}
                onChange={(event) => change({ movedOut: event.target.value }, 'movedOut')}
                onInvalid={onInvalid('movedOut')}
              />
            )}
          </RentField>
          <RentField label={T.bond} error={errors.bond}>
            {(control) => (
              <WholeNumberInput
                {...control}
                min={0}
                max={RENT_LIMITS.bondMax}
                value={values.bond}
                onChange={(event) => change({ bond: event.target.value }, 'bond')}
                onInvalid={onInvalid('bond')}
              />
            )}
          </RentField>
          <RentField label={T.agreement} error={undefined}>
            {(control) => (
              <select
                {...control}
                value={values.agreement}
                onChange={(event) =>
                  change({ agreement: event.target.value as AgreementType | '' })
                }
              >
                {(['', ...AGREEMENT_TYPES] as const).map((agreement) => (
                  <option key={agreement} value={agreement}>
                    {T.agreements[agreement]}
                  </option>
                ))}
              </select>
            )}
          </RentField>
        </div>

        <fieldset className={styles.increases}>
          <legend className={styles.legend}>{T.increases}</legend>
          {values.increases.length > 0 && (
            <ol className={styles.increaseList}>
              {values.increases.map((increase, index) => (
                <li key={increase.key}>
                  <RentIncreaseFields
                    number={index + 1}
                    value={increase}
                    errors={errors}
                    onChange={(next, touched) =>
                      change(
                        {
                          increases: values.increases.map((each) =>
                            each.key === next.key ? next : each,
                          ),
                        },
                        touched,
                      )
                    }
                    onRemove={() =>
                      change({
                        increases: values.increases.filter((each) => each.key !== increase.key),
                      })
                    }
                    onInvalid={onInvalid}
                    today={localToday(now)}
                  />
                </li>
              ))}
            </ol>
          )}
          <button
            type="button"
            className={`${buttons.button} ${styles.add}`}
            disabled={values.increases.length >= RENT_LIMITS.increasesMax}
            onClick={() => rent.onChange(withNewIncrease(values))}
          >
            {T.addIncrease}
          </button>
          {values.increases.length >= RENT_LIMITS.increasesMax && (
            <p className={styles.hint}>{T.increasesFull}</p>
          )}
        </fieldset>
      </fieldset>
    </section>
  );
}

/**
 * Each field's invalid event, taken over: the error said under the field, the section opened,
 * and focus on the first field stopped (once the section shows, so it can take it).
 */
function useInvalidFields(rent: RentRecordState): InvalidHandler {
  const first = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!rent.opened || !first.current) return;
    first.current.focus();
    first.current = null;
  });
  return (field, missing) => (event) => {
    event.preventDefault();
    first.current ??= event.currentTarget;
    rent.invalid(field, invalidText(event.currentTarget, missing));
  };
}
