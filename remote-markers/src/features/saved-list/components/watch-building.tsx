import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { APP_PATHS, WATCHED_AREA_LIMITS, bus, errorText, useSession } from 'shared';
import buttons from '../../../components/button.module.css';
import { useBuildingWatch } from './watch-building-api';
import { WATCH_BUILDING_TEXTS as UI } from './watch-building-texts';
import styles from './watch-building.module.css';

/**
 * "Watch this building": a signed-in user watches it as a building area named `name`, told of
 * its new comments only; then, or from the start when they already watch it, the page says so
 * with the way to Watched areas. Signed out the button stays usable (a disabled one could not
 * be reached from the keyboard) and asks the host to offer sign-in.
 */
export function WatchBuilding({ buildingId, name }: { buildingId: string; name: string }) {
  const { isAuthenticated } = useSession();
  const { known, watching, watch } = useBuildingWatch(buildingId, isAuthenticated);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();
  const watchingText = useRef<HTMLParagraphElement>(null);
  const clicked = useRef(false);

  // The button is gone once watching: focus goes to what replaced it, which is read out.
  useEffect(() => {
    if (watching && clicked.current) watchingText.current?.focus();
  }, [watching]);

  if (isAuthenticated && watching) {
    return (
      <div className={styles.watch}>
        <p ref={watchingText} className={styles.watching} role="status" tabIndex={-1}>
          {UI.watching}
        </p>
        <Link className={styles.link} to={APP_PATHS.watchedAreas}>
          {UI.manage}
        </Link>
      </div>
    );
  }

  const start = async () => {
    if (!isAuthenticated) {
      bus.emit('auth:required', { reason: 'watch-building' });
      return;
    }
    clicked.current = true;
    setSaving(true);
    setError(null);
    try {
      await watch(name.slice(0, WATCHED_AREA_LIMITS.nameMaxLength));
    } catch (failure) {
      setError(errorText(failure, UI.failed));
    } finally {
      setSaving(false);
    }
  };

  const describedBy = [!isAuthenticated && reasonId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.watch}>
      <button
        type="button"
        className={`${buttons.button} ${buttons.small}`}
        disabled={saving || (isAuthenticated && !known)}
        aria-describedby={describedBy || undefined}
        onClick={() => void start()}
      >
        {saving ? UI.saving : UI.watch}
      </button>
      {!isAuthenticated && (
        <span id={reasonId} className={styles.reason}>
          {UI.signInToWatch}
        </span>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
