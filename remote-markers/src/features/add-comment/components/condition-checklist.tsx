import { useId, useState } from 'react';
import type { ConditionList } from 'shared';
import buttons from '../../../components/button.module.css';
import type { PickedPhoto } from '../api/upload-photo';
import { CHECKLIST_TEXTS as T } from '../texts';
import { localToday, type ChecklistValues, type MeasurementName } from './checklist-values';
import { ConditionItemFields, type PhotoChoice } from './condition-item-fields';
import type { ConditionChecklistState } from './use-condition-checklist';
import styles from './condition-checklist.module.css';

/**
 * "Condition checklist (optional)": closed at first; opened, the list of the place's state
 * (fetched then), each item to answer or leave, and two winter measurements. What was
 * answered stays when the section is closed again, and when saving fails.
 */
export function ConditionChecklist({
  checklist,
  photos,
  disabled,
}: {
  checklist: ConditionChecklistState;
  /** The comment's photos, to point to the one that shows an item not met. */
  photos: readonly PickedPhoto[];
  disabled: boolean;
}) {
  const panelId = useId();
  const { opened, toggle, list } = checklist;
  return (
    <section className={styles.checklist}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
      >
        {T.toggle}
      </button>
      <div id={panelId} hidden={!opened} className={styles.panel}>
        {list.data ? (
          <ChecklistItems
            list={list.data}
            values={checklist.values}
            onChange={checklist.onChange}
            photos={photoChoices(photos)}
            disabled={disabled}
          />
        ) : list.isError ? (
          <div className={styles.problem} role="alert">
            <p>{T.loadFailed}</p>
            <button type="button" className={buttons.button} onClick={() => void list.refetch()}>
              {T.tryAgain}
            </button>
          </div>
        ) : (
          opened && <p role="status">{T.loading}</p>
        )}
      </div>
    </section>
  );
}

/** The uploaded photos, called as their previews are ("Photo 2"). */
function photoChoices(photos: readonly PickedPhoto[]): PhotoChoice[] {
  return photos.flatMap((photo, index) =>
    photo.name ? [{ name: photo.name, label: T.photoOption(index + 1) }] : [],
  );
}

function ChecklistItems({
  list,
  values,
  onChange,
  photos,
  disabled,
}: {
  list: ConditionList;
  values: ChecklistValues;
  onChange: (values: ChecklistValues) => void;
  photos: readonly PhotoChoice[];
  disabled: boolean;
}) {
  const id = useId();
  const [today] = useState(() => localToday(new Date()));
  const measure = (name: MeasurementName, typed: string) =>
    onChange({ ...values, measurements: { ...values.measurements, [name]: typed } });
  return (
    <>
      <h3 className={styles.title}>{list.title}</h3>
      <p className={styles.hint}>{T.intro}</p>
      {list.items.map((item) => (
        <ConditionItemFields
          key={item.id}
          item={item}
          value={values.answers[item.id]}
          onChange={(answer) =>
            onChange({ ...values, answers: { ...values.answers, [item.id]: answer } })
          }
          photos={photos}
          today={today}
          disabled={disabled}
        />
      ))}
      <div className={styles.measurements}>
        {list.measurements.map((measurement) => (
          <div key={measurement.name} className={styles.field}>
            <label htmlFor={`${id}-${measurement.name}`}>
              {T.measurement(measurement.label, measurement.unit)}
            </label>
            <input
              id={`${id}-${measurement.name}`}
              type="number"
              inputMode="decimal"
              min={measurement.min}
              max={measurement.max}
              step={measurement.step}
              value={values.measurements[measurement.name] ?? ''}
              disabled={disabled}
              onChange={(event) => measure(measurement.name, event.target.value)}
            />
          </div>
        ))}
      </div>
    </>
  );
}
