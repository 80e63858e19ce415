import { useViewState, type ListScope } from 'shared';
import { LIST_TEXTS } from '../texts';
import styles from './saved-markers-list.module.css';

const SCOPES: { value: ListScope; label: string }[] = [
  { value: 'view', label: LIST_TEXTS.scopeView },
  { value: 'everywhere', label: LIST_TEXTS.scopeEverywhere },
];

/** "In this view" / "Everywhere": two radio buttons drawn as one segmented control. */
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
    </fieldset>
  );
}
