import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  DEFAULT_VIEW_STATE,
  TEXTS,
  buildingName,
  buildingSummary,
  commentCount,
  commentTitle,
  errorText,
  formatViewSearch,
  placePath,
  placeView,
  useDataClient,
  useSession,
  type Building,
  type SavedMarkerComment,
} from 'shared';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CardContent } from './card-content';
import { useBuilding } from '../api/use-building';
import { BUILDING_TEXTS as UI } from '../building-texts';
import buttons from '../../../components/button.module.css';
import { BuildingConditions } from './building-conditions';
import { BuildingModeration, type BuildingUnit } from './building-moderation';
import { BuildingRent } from './building-rent';
import { MODERATION_TEXTS, fill } from './building-moderation-texts';
import { WatchBuilding } from './watch-building';
import styles from './building-page.module.css';
import moderation from './building-moderation.module.css';

/** Which comments the page shows: every one, one unit's, or those about the whole building. */
type UnitChoice = 'all' | 'building' | string;

/**
 * `/buildings/{id}`: a building's address, its condition and rent as tenants reported them, its
 * units and its published comments.
 */
export function BuildingPage() {
  const { id = '' } = useParams();
  const { building, comments } = useBuilding(id);
  const data = building.data;
  const moderator = useSession().user?.isModerator === true;
  const [mergingUnit, setMergingUnit] = useState<BuildingUnit | null>(null);
  useMergedBuildingAddress(id, data);

  useDocumentTitle(data ? `${buildingName(data)} · ${TEXTS.productName}` : null);

  if (building.error) {
    return (
      <main className={styles.page} data-testid="building-page">
        <h1 className={styles.heading}>{UI.failed}</h1>
        <p role="alert">{errorText(building.error, UI.failed)}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void building.refetch()}>
            {UI.tryAgain}
          </button>
          <Link className={styles.link} to="/">
            {UI.backToMap}
          </Link>
        </div>
      </main>
    );
  }
  if (!data) {
    return (
      <main className={styles.page} data-testid="building-page" aria-busy="true">
        <p role="status">{UI.loading}</p>
      </main>
    );
  }
  return (
    <main className={styles.page} data-testid="building-page">
      <BuildingHeader building={data} />
      <BuildingConditions conditions={data.conditions} />
      <BuildingRent rent={data.rent} />
      <BuildingComments
        building={data}
        comments={comments.data?.content ?? null}
        failed={comments.error ? errorText(comments.error, UI.commentsFailed) : null}
        onRetry={() => void comments.refetch()}
        onMergeUnit={moderator ? setMergingUnit : null}
      />
      {moderator && (
        <BuildingModeration
          building={data}
          mergingUnit={mergingUnit}
          onUnitMergeEnd={() => setMergingUnit(null)}
        />
      )}
    </main>
  );
}

/**
 * A building merged into another is answered as that one: the address bar then names the
 * building shown (replacing the old address, so Back does not come here again), and its
 * answer is already in the cache under its own id.
 */
function useMergedBuildingAddress(id: string, answered: Building | undefined) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const client = useDataClient();
  useEffect(() => {
    if (!answered || answered.id === id) return;
    client.setQueryData(['building', answered.id], answered);
    void navigate(`/buildings/${answered.id}${search}${hash}`, { replace: true });
  }, [id, answered, navigate, search, hash, client]);
}

function BuildingHeader({ building }: { building: Building }) {
  // The street address ("15 King Street"), which also names the building when it is watched.
  const heading = `${building.streetNumber} ${building.street}`;
  const place = [...new Set([building.suburb, building.state, building.postcode])]
    .filter(Boolean)
    .join(' ');
  const mapSearch = formatViewSearch({ ...DEFAULT_VIEW_STATE, view: placeView(building) });
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>{heading}</h1>
      {place && <p className={styles.place}>{place}</p>}
      <p className={styles.summary}>{buildingSummary(building)}</p>
      <Link className={styles.link} to={`/?${mapSearch}`}>
        {UI.showOnMap}
      </Link>
      <WatchBuilding buildingId={building.id} name={heading} />
    </header>
  );
}

interface BuildingCommentsProps {
  building: Building;
  comments: SavedMarkerComment[] | null;
  failed: string | null;
  onRetry: () => void;
  /** A moderator's Merge on each unit; null for everyone else. */
  onMergeUnit: ((unit: BuildingUnit) => void) | null;
}

/** The units as a row of choices over the comments they filter. */
function BuildingComments({
  building,
  comments,
  failed,
  onRetry,
  onMergeUnit,
}: BuildingCommentsProps) {
  const [chosen, setChoice] = useState<UnitChoice>('all');
  const unitsHeadingId = useId();
  const wholeBuilding = comments?.filter((comment) => comment.unitId === null).length ?? 0;
  const choices: Array<{ value: UnitChoice; label: string; count: number; unit?: BuildingUnit }> = [
    { value: 'all', label: UI.allUnits, count: building.commentCount },
    ...building.units.map((unit) => ({
      value: unit.id,
      label: unit.label,
      count: unit.commentCount,
      unit,
    })),
    ...(wholeBuilding > 0
      ? [{ value: 'building' as const, label: UI.wholeBuilding, count: wholeBuilding }]
      : []),
  ];
  // A unit merged into another since it was chosen is gone: every comment shows again.
  const choice = choices.some((unit) => unit.value === chosen) ? chosen : 'all';
  // A unit can join only another unit of its building.
  const mergeable = onMergeUnit && building.units.length > 1 ? onMergeUnit : null;
  const shown = (comments ?? []).filter(
    (comment) =>
      choice === 'all' ||
      (choice === 'building' ? comment.unitId === null : comment.unitId === choice),
  );

  return (
    <>
      <section aria-labelledby={unitsHeadingId} className={styles.section}>
        <h2 id={unitsHeadingId} className={styles.subheading}>
          {UI.unitsHeading}
        </h2>
        <p className={styles.note}>{UI.unitsNote}</p>
        <ul className={styles.units}>
          {choices.map((unit) => (
            <li key={unit.value}>
              <button
                type="button"
                className={styles.unit}
                aria-pressed={choice === unit.value}
                onClick={() => setChoice(unit.value)}
              >
                <span className={styles.unitLabel}>{unit.label}</span>
                <span className={styles.unitCount}>{commentCount(unit.count)}</span>
              </button>
              {mergeable && unit.unit && <MergeUnitButton unit={unit.unit} onMerge={mergeable} />}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={UI.commentsHeading} className={styles.section}>
        <h2 className={styles.subheading}>{UI.commentsHeading}</h2>
        {failed && (
          <div className={styles.actions}>
            <p role="alert">{failed}</p>
            <button type="button" className={styles.button} onClick={onRetry}>
              {UI.tryAgain}
            </button>
          </div>
        )}
        {!failed && comments === null && <p role="status">{UI.loading}</p>}
        {comments !== null && shown.length === 0 && <p>{UI.noComments}</p>}
        <ul className={styles.comments}>
          {shown.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <CardContent
                marker={comment}
                title={<h3 className={styles.commentTitle}>{commentTitle(comment)}</h3>}
              />
              <Link className={styles.link} to={placePath(comment.id)}>
                {UI.openComment}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function MergeUnitButton({
  unit,
  onMerge,
}: {
  unit: BuildingUnit;
  onMerge: (unit: BuildingUnit) => void;
}) {
  return (
    <button
      type="button"
      className={`${buttons.quiet} ${moderation.unitMerge}`}
      aria-label={fill(MODERATION_TEXTS.mergeUnitLabel, { unit: unit.label })}
      onClick={() => onMerge(unit)}
    >
      {MODERATION_TEXTS.mergeUnit}
    </button>
  );
}
