import { useId, useState } from 'react';
import { Icon, TEXTS, bus, useSession, useViewState } from 'shared';
import buttons from '../../../components/button.module.css';
import { useWatchTarget } from '../api/watch-target';
import { WatchAreaDialog } from './watch-area-dialog';
import styles from './watch-area.module.css';

const UI = TEXTS.watchedAreas;

/** A bell: alerts of new comments. */
const BELL = 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0';

/**
 * "Watch this area" beside the list's filters: for a signed-in user it opens the Watch dialog
 * with the map's view, the selected place and the URL's filters. Signed out it is disabled
 * with the reason shown; a click on it asks the host to offer sign-in (as Like does).
 */
export function WatchAreaButton() {
  const { isAuthenticated } = useSession();
  const { state } = useViewState();
  const target = useWatchTarget();
  const [open, setOpen] = useState(false);
  const reasonId = useId();

  const ready = target.bounds !== null || target.place !== null;
  const reason = !isAuthenticated ? UI.signInToWatch : !ready ? UI.waitForMap : null;

  return (
    <div className={styles.control}>
      {reason ? (
        // A disabled button hears no clicks: its wrapper asks the host to offer sign-in.
        <span
          className={styles.disabledWrap}
          onClick={
            isAuthenticated ? undefined : () => bus.emit('auth:required', { reason: 'watch-area' })
          }
        >
          <button
            type="button"
            className={`${buttons.button} ${buttons.small}`}
            aria-describedby={reasonId}
            disabled
          >
            <Icon d={BELL} size={16} strokeLinecap="butt" />
            {UI.watchThisArea}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className={`${buttons.button} ${buttons.small}`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Icon d={BELL} size={16} strokeLinecap="butt" />
          {UI.watchThisArea}
        </button>
      )}
      {reason && (
        <span id={reasonId} className={styles.reason}>
          {reason}
        </span>
      )}
      {open && (
        <WatchAreaDialog
          bounds={target.bounds}
          place={target.place}
          filters={{ types: state.filters.types, photos: state.filters.photos }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
