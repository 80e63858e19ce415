import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  SAME_BUILDING_METRES,
  buildingName,
  commentCount,
  errorText,
  type Building,
  type PlaceMerge,
} from 'shared';
import {
  mergeBuilding,
  mergeUnit,
  splitMerge,
  useMergeCandidates,
  useRefreshPlaces,
} from './building-moderation-api';
import { MODERATION_TEXTS as UI, fill } from './building-moderation-texts';
import { MergeHistory, mergeName } from './merge-history';
import { PlaceMergeDialog, type MergeChoices } from './place-merge-dialog';
import { SplitMergeDialog } from './split-merge-dialog';
import page from './building-page.module.css';
import styles from './building-moderation.module.css';

export type BuildingUnit = Building['units'][number];

/**
 * A building's page as a moderator sees it: merge it into another building that is the same,
 * merge one of its units (opened from the units' grid), and its merge history, where a wrong
 * merge is split. Merging the building leads to the one it joined.
 */
export function BuildingModeration({
  building,
  mergingUnit,
  onUnitMergeEnd,
}: {
  building: Building;
  /** The unit whose Merge was chosen in the units' grid. */
  mergingUnit: BuildingUnit | null;
  onUnitMergeEnd: () => void;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshPlaces();
  const [mergingBuilding, setMergingBuilding] = useState(false);
  const [splitting, setSplitting] = useState<PlaceMerge | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();

  const mergeThisBuilding = async (into: string, reason: string) => {
    const merge = await mergeBuilding(building.id, into, reason);
    setMergingBuilding(false);
    void navigate(`/buildings/${merge.intoId}`, { replace: true });
    refresh();
  };
  const mergeThisUnit = async (unit: BuildingUnit, into: string, reason: string) => {
    await mergeUnit(unit.id, into, reason);
    onUnitMergeEnd();
    setAnnouncement(UI.unitsMerged);
    refresh();
  };
  const split = async (merge: PlaceMerge, reason: string) => {
    await splitMerge(merge.id, reason);
    setSplitting(null);
    setAnnouncement(UI.splitDone);
    refresh();
  };

  return (
    <section aria-labelledby={headingId} className={page.section} data-testid="building-moderation">
      <h2 id={headingId} className={page.subheading}>
        {UI.heading}
      </h2>
      <p role="status" aria-live="polite" className={styles.announcement}>
        {announcement}
      </p>
      <Button
        onClick={() => {
          setAnnouncement('');
          setMergingBuilding(true);
        }}
      >
        {UI.mergeBuilding}
      </Button>
      <h3 className={styles.historyHeading}>{UI.history}</h3>
      <MergeHistory
        building={building}
        onSplit={(merge) => {
          setAnnouncement('');
          setSplitting(merge);
        }}
      />

      {mergingBuilding && (
        <BuildingMergeDialog
          building={building}
          onMerge={mergeThisBuilding}
          onClose={() => setMergingBuilding(false)}
        />
      )}
      {mergingUnit && (
        <PlaceMergeDialog
          title={fill(UI.mergeUnitTitle, { unit: mergingUnit.label })}
          hint={UI.mergeUnitHint}
          legend={UI.unitLegend}
          choices={building.units
            .filter((unit) => unit.id !== mergingUnit.id)
            .map((unit) => ({
              id: unit.id,
              label: unit.label,
              detail: commentCount(unit.commentCount),
            }))}
          noChoice={UI.noOtherUnit}
          chooseOne={UI.chooseUnit}
          onMerge={(into, reason) => mergeThisUnit(mergingUnit, into, reason)}
          onClose={onUnitMergeEnd}
          testId="unit-merge-dialog"
        />
      )}
      {splitting && (
        <SplitMergeDialog
          what={mergeName(building, splitting)}
          onSplit={(reason) => split(splitting, reason)}
          onCancel={() => setSplitting(null)}
        />
      )}
    </section>
  );
}

/** The buildings near this one as choices: name, comments and how far. */
function BuildingMergeDialog({
  building,
  onMerge,
  onClose,
}: {
  building: Building;
  onMerge: (into: string, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { candidates, error, refetch } = useMergeCandidates(building);
  const choices: MergeChoices = error
    ? { failed: errorText(error, UI.candidatesFailed), retry: () => void refetch() }
    : candidates?.map((near) => ({
        id: near.id,
        label: buildingName(near),
        detail: `${commentCount(near.commentCount)} · ${fill(UI.metresAway, {
          metres: Math.round(near.distanceMetres),
        })}`,
      }));
  return (
    <PlaceMergeDialog
      title={UI.mergeBuildingTitle}
      hint={fill(UI.mergeBuildingHint, { metres: SAME_BUILDING_METRES })}
      legend={UI.buildingLegend}
      choices={choices}
      noChoice={UI.noBuildingNearby}
      chooseOne={UI.chooseBuilding}
      onMerge={onMerge}
      onClose={onClose}
      testId="building-merge-dialog"
    />
  );
}
