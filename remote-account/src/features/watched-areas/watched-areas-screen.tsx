import { Link } from 'react-router-dom';
import { APP_PATHS, useSession, type WatchedArea } from 'shared';
import { Card } from '../../components/card';
import account from '../../components/account.module.css';
import { OwnListPage } from '../../components/own-list-page';
import { WATCHED_AREAS_UI as UI } from './texts';
import { useWatchedAreas } from './use-watched-areas';
import { WatchedAreaItem } from './watched-area-item';

/** /watched-areas: the signed-in user's watched areas, to rename, pause, delete or open. */
export function WatchedAreasScreen() {
  const { isAuthenticated } = useSession();
  const watched = useWatchedAreas(isAuthenticated);

  return (
    <OwnListPage
      reason="watched-areas"
      testId="watched-areas-page"
      deleteTestId="confirm-delete-area-dialog"
      texts={UI}
      isAuthenticated={isAuthenticated}
      list={watched}
      items={(ready) => ready.areas}
      remove={(ready) => ready.remove}
      count={(ready, announcement) => `${UI.count(ready.areas.length)}. ${announcement}`}
      subject={(area: WatchedArea) => area.name}
      empty={
        <Card title={UI.emptyTitle}>
          <div className={account.notice}>
            <p>{UI.empty}</p>
            <Link className={account.primaryButton} to={APP_PATHS.map}>
              {UI.goToMap}
            </Link>
          </div>
        </Card>
      }
      renderItem={(area, ready, deletion) => (
        <WatchedAreaItem
          key={area.id}
          area={area}
          onUpdate={ready.update}
          onNotice={deletion.setAnnouncement}
          onDelete={deletion.ask}
        />
      )}
    />
  );
}
