import { Link } from 'react-router-dom';
import { APP_PATHS, useSession, type WatchedArea } from 'shared';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import account from '../../components/account.module.css';
import list from '../../components/list-page.module.css';
import {
  DeletionDialog,
  ListPageStates,
  useConfirmDelete,
  useSignInPrompt,
} from '../../components/own-list-page';
import { WATCHED_AREAS_UI as UI } from './texts';
import { useWatchedAreas } from './use-watched-areas';
import { WatchedAreaItem } from './watched-area-item';

/** /watched-areas: the signed-in user's watched areas, to rename, pause, delete or open. */
export function WatchedAreasScreen() {
  const { isAuthenticated } = useSession();
  const askToSignIn = useSignInPrompt('watched-areas', isAuthenticated);
  const watched = useWatchedAreas(isAuthenticated);
  const deletion = useConfirmDelete<WatchedArea>(
    watched.status === 'ready' ? watched.remove : null,
    UI,
  );

  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="watched-areas-page">
      <ListPageStates
        isAuthenticated={isAuthenticated}
        list={watched}
        count={
          watched.status === 'ready'
            ? `${UI.count(watched.areas.length)}. ${deletion.announcement}`
            : ''
        }
        countRef={deletion.countRef}
        texts={UI}
        onSignIn={askToSignIn}
      />
      {isAuthenticated && watched.status === 'ready' && watched.areas.length === 0 && (
        <Card title={UI.emptyTitle}>
          <div className={account.notice}>
            <p>{UI.empty}</p>
            <Link className={account.primaryButton} to={APP_PATHS.map}>
              {UI.goToMap}
            </Link>
          </div>
        </Card>
      )}
      {isAuthenticated && watched.status === 'ready' && watched.areas.length > 0 && (
        <ul className={list.list} aria-label={UI.title}>
          {watched.areas.map((area) => (
            <WatchedAreaItem
              key={area.id}
              area={area}
              onUpdate={watched.update}
              onNotice={deletion.setAnnouncement}
              onDelete={deletion.ask}
            />
          ))}
        </ul>
      )}
      <DeletionDialog
        deletion={deletion}
        subject={(item) => item.name}
        texts={UI}
        testId="confirm-delete-area-dialog"
      />
    </AccountPage>
  );
}
