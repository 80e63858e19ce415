import { useId } from 'react';
import { buildingName, commentCount, type NearbyBuilding } from 'shared';
import { useNearbyBuildings } from '../api/nearby-buildings';
import type { CommentPlace } from '../api/comment-place';
import styles from './add-comment-dialog.module.css';

export const BUILDING_CHOICE_TEXTS = {
  legend: 'Which building is it?',
  hint: 'Comments about one building are read together on its page.',
  found: (address: string) => `The address found here: ${address}`,
  building: (building: NearbyBuilding) =>
    `${buildingName(building)} · ${commentCount(building.commentCount)} · ${Math.round(
      building.distanceMetres,
    )} m away`,
} as const;

const T = BUILDING_CHOICE_TEXTS;

/**
 * The buildings already known near the place, to choose from, and the address the map found
 * there (the default: the server then places the comment by it). Nothing when no building is
 * known nearby.
 */
export function BuildingChoice({
  place,
  buildingId,
  onChange,
}: {
  place: Pick<CommentPlace, 'lat' | 'lon' | 'address'>;
  /** The chosen building; null for the address found. */
  buildingId: string | null;
  onChange: (buildingId: string | null) => void;
}) {
  const buildings = useNearbyBuildings(place);
  const name = useId();
  const hintId = useId();
  if (buildings.length === 0) return null;
  const options = [
    ...buildings.map((building) => ({ id: building.id, label: T.building(building) })),
    { id: null, label: T.found(place.address) },
  ];
  return (
    <fieldset className={styles.buildingChoice} aria-describedby={hintId}>
      <legend className={styles.samePlaceTitle}>{T.legend}</legend>
      <p id={hintId} className={styles.samePlaceHint}>
        {T.hint}
      </p>
      {options.map((option) => (
        <label key={option.id ?? 'found'} className={styles.buildingOption}>
          <input
            type="radio"
            name={name}
            checked={buildingId === option.id}
            onChange={() => onChange(option.id)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
