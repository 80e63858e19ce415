import { Link } from 'react-router-dom';
import { APP_PATHS, TEXTS } from 'shared';
import styles from './page.module.css';

const UI = TEXTS.moderationPage;

/** /moderation for a signed-in user who is not a moderator. */
export function ModeratorsOnlyPage() {
  return (
    <main className={styles.page} data-testid="moderators-only">
      <h1>{UI.moderatorsOnlyTitle}</h1>
      <p>{UI.moderatorsOnlyBody}</p>
      <p>
        <Link to={APP_PATHS.map}>{UI.backToMap}</Link>
      </p>
    </main>
  );
}
