import { Link } from 'react-router-dom';
import { buildingPath, type WatchedArea } from 'shared';
import { mapLinkOf } from './map-link';
import { WATCHED_AREAS_UI as UI, fill } from './texts';
import styles from './watched-areas.module.css';

/** Where a watched area leads: its building's page (a building area), the map there, its Atom feed. */
export function WatchedAreaLinks({ area }: { area: WatchedArea }) {
  return (
    <>
      {area.buildingId !== null && (
        <Link
          className={styles.link}
          to={buildingPath(area.buildingId)}
          aria-label={fill(UI.openBuildingLabel, { name: area.name })}
        >
          {UI.openBuilding}
        </Link>
      )}
      <Link
        className={styles.link}
        to={mapLinkOf(area)}
        aria-label={fill(UI.openOnMapLabel, { name: area.name })}
      >
        {UI.openOnMap}
      </Link>
      <a
        className={styles.link}
        href={area.feedUrl}
        type="application/atom+xml"
        aria-label={fill(UI.feedLabel, { name: area.name })}
      >
        {UI.feed}
      </a>
    </>
  );
}
