import type { ReactNode } from 'react';
import { TEXTS, useSession } from 'shared';
import { ModeratorsOnlyPage } from '../pages/moderators-only-page';
import styles from '../pages/page.module.css';

/**
 * A page for moderators only, inside RequireSignIn. The user is read again on arrival
 * (someone appointed a moment ago becomes a moderator without signing in again); until that
 * answer comes, a user not yet known as a moderator sees 'Checking your access…' rather than
 * a 'Moderators only' page that would flip. The API refuses everyone else (403) anyway: this
 * only spares them a page that cannot load.
 */
export function RequireModerator({ children }: { children: ReactNode }) {
  const { user, userStatus } = useSession({ fresh: true });
  if (user?.isModerator) return <>{children}</>;
  if (userStatus === 'loading') {
    return (
      <main className={styles.page} aria-busy="true">
        <p>{TEXTS.moderationPage.checkingAccess}</p>
      </main>
    );
  }
  return <ModeratorsOnlyPage />;
}
