import { Link } from 'react-router-dom';
import { buildingName, commentCount, errorText, type Building, type PlaceMerge } from 'shared';
import buttons from '../../../components/button.module.css';
import { formatDateTime } from '../../../lib/format';
import { useBuildingMerges } from './building-moderation-api';
import { MODERATION_TEXTS as UI, fill } from './building-moderation-texts';
import styles from './building-moderation.module.css';

/**
 * What a merge joined, by name where the page knows it: this building, or one of its units.
 * Another building is known here only by its id; its link leads to it (to this one while the
 * merge holds).
 */
function placeName(building: Building, merge: PlaceMerge, id: string) {
  if (merge.kind === 'units') {
    return building.units.find((unit) => unit.id === id)?.label ?? id.slice(0, 8);
  }
  return id === building.id ? buildingName(building) : id.slice(0, 8);
}

/** "Unit 2 → Unit 3": what a merge joined, as the Split dialog names it. */
export function mergeName(building: Building, merge: PlaceMerge): string {
  return `${placeName(building, merge, merge.fromId)} → ${placeName(building, merge, merge.intoId)}`;
}

function Place({ building, merge, id }: { building: Building; merge: PlaceMerge; id: string }) {
  const name = placeName(building, merge, id);
  if (merge.kind === 'units' || id === building.id) return <>{name}</>;
  return <Link to={`/buildings/${id}`}>{name}</Link>;
}

/** The building's merges, newest first; each that still holds can be split. */
export function MergeHistory({
  building,
  onSplit,
}: {
  building: Building;
  onSplit: (merge: PlaceMerge) => void;
}) {
  const merges = useBuildingMerges(building.id);
  if (merges.error) {
    return (
      <div className={styles.row}>
        <p role="alert">{errorText(merges.error, UI.historyFailed)}</p>
        <button type="button" className={buttons.quiet} onClick={() => void merges.refetch()}>
          {UI.tryAgain}
        </button>
      </div>
    );
  }
  if (!merges.data) return <p role="status">{UI.loading}</p>;
  if (merges.data.content.length === 0) return <p>{UI.noHistory}</p>;
  return (
    <ol className={styles.history} data-testid="merge-history">
      {merges.data.content.map((merge) => (
        <li key={merge.id} className={styles.merge}>
          <p className={styles.mergeWhat}>
            <span className={styles.kind}>{UI.kinds[merge.kind]}</span>{' '}
            <Place building={building} merge={merge} id={merge.fromId} /> →{' '}
            <Place building={building} merge={merge} id={merge.intoId} />
          </p>
          <p className={styles.facts}>
            {fill(UI.historyFacts, {
              count: commentCount(merge.commentCount),
              by: merge.by,
              when: formatDateTime(merge.at),
            })}
          </p>
          <p className={styles.reason}>{merge.reason}</p>
          {merge.splitAt ? (
            <p className={styles.facts}>
              {fill(UI.splitAt, { when: formatDateTime(merge.splitAt) })}
            </p>
          ) : (
            <button
              type="button"
              className={`${buttons.button} ${buttons.small}`}
              aria-label={fill(UI.splitLabel, { what: mergeName(building, merge) })}
              onClick={() => onSplit(merge)}
            >
              {UI.split}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
