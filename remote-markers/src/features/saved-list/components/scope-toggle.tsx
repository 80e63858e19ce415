import { useViewState, type ListScope } from 'shared';
import { LIST_TEXTS } from '../texts';
import styles from './saved-markers-list.module.css';

const SCOPES: { value: ListScope; label: string }[] = [
  { value: 'view', label: LIST_TEXTS.scopeView },
  { value: 'everywhere', label: LIST_TEXTS.scopeEverywhere },
];

/**
 * "In this view" / "Everywhere": two radio buttons drawn as one segmented control; and
 * "One card per building", which lists each building once (by its newest comment).
 */
export function ScopeToggle() {
  const { state, update } = useViewState();
  return (
    <fieldset className={styles.scope}>
      <legend className={styles.scopeLegend}>{LIST_TEXTS.scopeLegend}</legend>
      <div className={styles.segments}>
        {SCOPES.map(({ value, label }) => (
          <label key={value} className={styles.segment}>
            <input
              type="radio"
              name="saved-list-scope"
              value={value}
              checked={state.scope === value}
              onChange={() => update({ scope: value })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <label className={styles.group}>
        <input
          type="checkbox"
          checked={state.group === 'building'}
          onChange={(event) => update({ group: event.target.checked ? 'building' : null })}
        />
        {LIST_TEXTS.groupByBuilding}
      </label>
    </fieldset>
  );
}
