import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  APP_PATHS,
  TEXTS,
  WATCHED_AREA_LIMITS,
  errorText,
  type AreaBounds,
  type AreaFilters,
  type LatLon,
  type NewWatchedAreaPayload,
  type WatchedArea,
  Dialog,
} from 'shared';
import buttons from '../../../components/button.module.css';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import field from '../../../components/form-field.module.css';
import { createWatchedArea } from '../api/create-watched-area';
import { findSuburbBounds, suburbIn } from '../api/suburb-bounds';
import styles from './watch-area.module.css';

const UI = TEXTS.watchedAreas;

/** The radius choices, in metres (within the API's 100 m to 20 km). */
export const RADIUS_CHOICES = [500, 1000, 2000, 5000, 10_000] as const;
const DEFAULT_RADIUS = 1000;

const distanceText = (metres: number) =>
  metres >= 1000
    ? UI.kilometres.replace('{n}', String(metres / 1000))
    : UI.metres.replace('{n}', String(metres));

/** The list's filters an area keeps: the map's URL carries them, not the area's own. */
type ListFilters = Pick<AreaFilters, 'types' | 'photos'>;

/** "House, Villa · with photos only". */
export function filtersSummary(filters: ListFilters): string {
  const types = filters.types.length > 0 ? filters.types.join(', ') : UI.allTypes;
  return `${types} · ${filters.photos ? UI.withPhotos : UI.anyPhotos}`;
}

/** The name offered: the suburb the selected place is in, else "Map area". */
export function defaultAreaName(place: { address: string | null } | null): string {
  const suburb = suburbIn(place?.address ?? null)?.name;
  return (suburb ?? UI.defaultName).slice(0, WATCHED_AREA_LIMITS.nameMaxLength);
}

type Kind = 'view' | 'suburb' | 'radius';

/**
 * "Watch this area": a name (offered from the selected place's suburb, else "Map area"), what
 * to watch — the map's view, the whole suburb of the selected place (its bounds from the
 * place search) or within a distance of the selected place when there is one — the list's
 * type and photo filters, shown and kept, and whether to hear only of reports of something
 * not met (unticked: every comment). Save creates the watched area; the dialog then says so,
 * with the way to the Watched areas page. Escape closes it.
 */
export function WatchAreaDialog({
  bounds,
  place,
  filters,
  onClose,
}: {
  bounds: AreaBounds | null;
  place: (LatLon & { address: string | null }) | null;
  filters: ListFilters;
  onClose: () => void;
}) {
  const [name, setName] = useState(() => defaultAreaName(place));
  const [kind, setKind] = useState<Kind>(bounds ? 'view' : 'radius');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [notMet, setNotMet] = useState(false);
  const suburb = suburbIn(place?.address ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<WatchedArea | null>(null);
  const formId = useId();
  const nameId = useId();
  const errorId = useId();
  const notMetHintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(UI.nameRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const common = {
        name: trimmed,
        filters: { types: [...filters.types], photos: filters.photos, notMet },
      };
      let payload: NewWatchedAreaPayload;
      if (kind === 'radius' && place) {
        const center = { lat: place.lat, lon: place.lon };
        payload = { ...common, kind: 'radius', center, radiusMetres: radius };
      } else if (kind === 'suburb' && suburb) {
        const suburbBounds = await findSuburbBounds(suburb);
        if (!suburbBounds) {
          setError(UI.suburbNotFound.replace('{suburb}', suburb.name));
          return;
        }
        payload = { ...common, kind: 'suburb', bounds: suburbBounds };
      } else {
        payload = { ...common, kind: 'view', bounds: bounds! };
      }
      const area = await createWatchedArea(payload);
      setSaved(area);
    } catch (failure) {
      setError(errorText(failure, UI.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  // One dialog throughout: once saved, the form gives way to the outcome and a Close button.
  const canSave =
    kind === 'radius' ? place !== null : kind === 'suburb' ? suburb !== null : bounds !== null;
  return (
    <Dialog
      title={UI.dialogTitle}
      onClose={onClose}
      testId="watch-area-dialog"
      footer={
        saved ? (
          <button type="button" className={buttons.button} onClick={onClose} data-autofocus>
            {UI.close}
          </button>
        ) : (
          <FormDialogFooter
            formId={formId}
            busy={saving}
            disabled={!canSave}
            cancel={UI.cancel}
            submit={UI.save}
            submitting={UI.saving}
            onCancel={onClose}
          />
        )
      }
    >
      {saved ? (
        <div className={styles.success} role="status">
          <p>{UI.saved.replace('{name}', saved.name)}</p>
          <Link to={APP_PATHS.watchedAreas} className={styles.link}>
            {UI.seeWatchedAreas}
          </Link>
        </div>
      ) : (
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <p className={styles.intro}>{UI.dialogIntro}</p>
          <div className={styles.field}>
            <label htmlFor={nameId}>{UI.name}</label>
            <input
              id={nameId}
              className={field.control}
              value={name}
              maxLength={WATCHED_AREA_LIMITS.nameMaxLength}
              required
              aria-invalid={error === UI.nameRequired}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
              data-autofocus
            />
          </div>

          <fieldset className={styles.choices}>
            <legend>{UI.whatToWatch}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name={`${formId}-kind`}
                value="view"
                checked={kind === 'view'}
                disabled={bounds === null}
                onChange={() => setKind('view')}
              />
              {UI.thisView}
            </label>
            {suburb && (
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={`${formId}-kind`}
                  value="suburb"
                  checked={kind === 'suburb'}
                  onChange={() => setKind('suburb')}
                />
                {UI.wholeSuburb.replace('{suburb}', suburb.name)}
              </label>
            )}
            {place && (
              <div className={styles.choice}>
                <input
                  type="radio"
                  name={`${formId}-kind`}
                  value="radius"
                  checked={kind === 'radius'}
                  aria-label={`${UI.withinOf} ${distanceText(radius)} ${UI.ofSelectedPlace}`}
                  onChange={() => setKind('radius')}
                />
                <span aria-hidden="true">{UI.withinOf}</span>
                <select
                  className={field.control}
                  aria-label={UI.radiusLabel}
                  value={radius}
                  onChange={(event) => {
                    setRadius(Number(event.target.value));
                    setKind('radius');
                  }}
                >
                  {RADIUS_CHOICES.map((metres) => (
                    <option key={metres} value={metres}>
                      {distanceText(metres)}
                    </option>
                  ))}
                </select>
                <span aria-hidden="true">{UI.ofSelectedPlace}</span>
              </div>
            )}
          </fieldset>

          <div className={styles.filters}>
            <span className={styles.filtersLabel}>{UI.filtersKept}</span>
            <span data-testid="watch-area-filters">{filtersSummary(filters)}</span>
          </div>

          <div>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={notMet}
                aria-describedby={notMetHintId}
                onChange={(event) => setNotMet(event.target.checked)}
              />
              {UI.notMetOnly}
            </label>
            <p id={notMetHintId} className={styles.hint}>
              {UI.notMetHint}
            </p>
          </div>

          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
