import { useId } from 'react';
import type { ConditionAnswerValue, ConditionItem } from 'shared';
import { CHECKLIST_TEXTS as T } from '../texts';
import { BLANK_ANSWER, fixedAfterDaysMax, type ItemAnswer } from './checklist-values';
import styles from './condition-checklist.module.css';

const ANSWERS = Object.keys(T.answers) as ConditionAnswerValue[];

/** A photo of the comment the author can point to: its name and how its preview is called. */
export interface PhotoChoice {
  name: string;
  label: string;
}

/**
 * One item of the checklist: its question, what the standard asks for, Met / Not met / Not
 * sure (nothing chosen at first, Clear to go back to that), and where the standard comes from.
 * Not met asks when the agent or landlord was told, after how many days it was fixed (once
 * that day is given) and, when the comment has photos, which one shows it.
 */
export function ConditionItemFields({
  item,
  value = BLANK_ANSWER,
  onChange,
  photos,
  today,
  disabled,
}: {
  item: ConditionItem;
  value: ItemAnswer | undefined;
  onChange: (value: ItemAnswer) => void;
  photos: readonly PhotoChoice[];
  /** The latest day told (YYYY-MM-DD). */
  today: string;
  disabled: boolean;
}) {
  const id = useId();
  const detailId = `${id}-detail`;
  const fixedHintId = `${id}-fixed-hint`;
  const notMet = value.answer === 'not-met';
  const change = (next: Partial<ItemAnswer>) => onChange({ ...value, ...next });
  return (
    <fieldset className={styles.item} disabled={disabled} aria-describedby={detailId}>
      <legend className={styles.itemLabel}>{item.label}</legend>
      <p id={detailId} className={styles.hint}>
        {item.detail}
      </p>
      <div className={styles.answers}>
        {ANSWERS.map((answer) => (
          <label key={answer} className={styles.answer}>
            <input
              type="radio"
              name={`${id}-answer`}
              checked={value.answer === answer}
              onChange={() => change({ answer })}
            />
            <span>{T.answers[answer]}</span>
          </label>
        ))}
        {value.answer !== '' && (
          <button type="button" className={styles.clear} onClick={() => change({ answer: '' })}>
            {T.clear}
          </button>
        )}
      </div>

      {notMet && (
        <div className={styles.followUps}>
          <div className={styles.field}>
            <label htmlFor={`${id}-told`}>{T.toldOn}</label>
            <input
              id={`${id}-told`}
              type="date"
              max={today}
              value={value.toldOn}
              onChange={(event) => change({ toldOn: event.target.value })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-fixed`}>{T.fixedAfterDays}</label>
            <input
              id={`${id}-fixed`}
              type="number"
              inputMode="numeric"
              min={0}
              max={value.toldOn === '' ? undefined : fixedAfterDaysMax(value.toldOn, today)}
              step={1}
              value={value.fixedAfterDays}
              disabled={value.toldOn === ''}
              aria-describedby={value.toldOn === '' ? fixedHintId : undefined}
              onChange={(event) => change({ fixedAfterDays: event.target.value })}
            />
            {value.toldOn === '' && (
              <p id={fixedHintId} className={styles.hint}>
                {T.fixedAfterHint}
              </p>
            )}
          </div>
          {photos.length > 0 && (
            <div className={styles.field}>
              <label htmlFor={`${id}-photo`}>{T.photo}</label>
              <select
                id={`${id}-photo`}
                value={photos.some((photo) => photo.name === value.photo) ? value.photo : ''}
                onChange={(event) => change({ photo: event.target.value })}
              >
                <option value="">{T.noPhoto}</option>
                {photos.map((photo) => (
                  <option key={photo.name} value={photo.name}>
                    {photo.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}

      <p className={styles.source}>
        <a href={item.source.url} target="_blank" rel="noopener noreferrer">
          {T.source(item.source.citation)}
        </a>
      </p>
    </fieldset>
  );
}
