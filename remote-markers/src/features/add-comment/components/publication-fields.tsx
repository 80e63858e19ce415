import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PUBLISH_DELAY_DAYS, TEXTS } from 'shared';
import { Required } from './comment-fields';
import { CoarseCheckbox } from './coarse-checkbox';
import { answerLivesHere, moveOutDateRange, type PublicationValues } from './publication-choice';
import styles from './add-comment-dialog.module.css';

const T = TEXTS.publication;

const AFTER_RANDOM_DELAY = T.afterRandomDelay
  .replace('{min}', String(PUBLISH_DELAY_DAYS.min))
  .replace('{max}', String(PUBLISH_DELAY_DAYS.max));

/**
 * How a new comment is published: "Do you live here now?" (required, nothing chosen at first);
 * for an author who does, when it goes public (when they move out, on a date or when they say
 * so, or after a random delay); and whether others see only the building and the month.
 *
 * The answer is required the browser's way (the radios are `required`, so saving is stopped
 * with the rest of the form's checks), but said in our words: its invalid event is taken over
 * to show the error under the question and move focus to it.
 */
export function PublicationFields({
  values,
  onChange,
  disabled,
  dateError,
}: {
  values: PublicationValues;
  onChange: (values: PublicationValues) => void;
  disabled: boolean;
  /** The API's refusal of the move-out date, shown on its field. */
  dateError: string | null;
}) {
  const id = useId();
  const [missing, setMissing] = useState(false);
  const [range] = useState(() => moveOutDateRange(new Date()));
  const firstAnswer = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (dateError) dateField.current?.focus();
  }, [dateError]);

  const unanswered = (event: FormEvent<HTMLInputElement>) => {
    event.preventDefault();
    setMissing(true);
    firstAnswer.current?.focus();
  };

  const missingId = `${id}-missing`;
  const dateId = `${id}-date`;
  const dateHintId = `${id}-date-hint`;
  const dateErrorId = `${id}-date-error`;
  return (
    <>
      <fieldset className={styles.choiceGroup} disabled={disabled}>
        <legend className={styles.legend}>
          {T.livesHereLegend}
          <Required />
        </legend>
        <div className={styles.inlineOptions}>
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className={styles.option}>
              <input
                ref={answer ? firstAnswer : undefined}
                type="radio"
                name={`${id}-lives-here`}
                required
                checked={values.livesHere === answer}
                onChange={() => {
                  setMissing(false);
                  onChange(answerLivesHere(values, answer));
                }}
                onInvalid={unanswered}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? missingId : undefined}
              />
              <span>{answer ? T.yes : T.no}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={missingId} className={styles.error} role="alert">
            {T.livesHereRequired}
          </p>
        )}
      </fieldset>

      {values.livesHere && (
        <fieldset className={styles.choiceGroup} disabled={disabled}>
          <legend className={styles.legend}>{T.whenLegend}</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-when`}
              checked={values.later === 'when-moved-out'}
              onChange={() => onChange({ ...values, later: 'when-moved-out' })}
            />
            <span>{T.whenMovedOut}</span>
          </label>
          {values.later === 'when-moved-out' && (
            <div className={`${styles.field} ${styles.nestedField}`}>
              <label htmlFor={dateId}>{T.moveOutDate}</label>
              <input
                ref={dateField}
                id={dateId}
                type="date"
                min={range.min}
                max={range.max}
                value={values.moveOutDate}
                onChange={(event) => onChange({ ...values, moveOutDate: event.target.value })}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${dateHintId} ${dateErrorId}` : dateHintId}
              />
              <p id={dateHintId} className={styles.optionHint}>
                {T.moveOutDateHint}
              </p>
              {dateError && (
                <p id={dateErrorId} className={styles.error} role="alert">
                  {dateError}
                </p>
              )}
            </div>
          )}
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-when`}
              checked={values.later === 'after-random-delay'}
              onChange={() => onChange({ ...values, later: 'after-random-delay' })}
            />
            <span>{AFTER_RANDOM_DELAY}</span>
          </label>
        </fieldset>
      )}

      {values.livesHere !== null && (
        <CoarseCheckbox
          checked={values.coarse}
          onChange={(coarse) => onChange({ ...values, coarse })}
          disabled={disabled}
        />
      )}
    </>
  );
}
