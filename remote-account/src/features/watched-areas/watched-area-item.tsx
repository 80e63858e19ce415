import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  WATCHED_AREA_LIMITS,
  errorText,
  type UpdateWatchedAreaPayload,
  type WatchedArea,
} from 'shared';
import account from '../../components/account.module.css';
import { WATCHED_AREAS_UI as UI, fill } from './texts';
import { WatchedAreaLinks } from './watched-area-links';
import list from '../../components/list-page.module.css';
import styles from './watched-areas.module.css';

/** "Within 1 km of a place", "Map view", "Suburb", "Building". */
export function kindText(area: Pick<WatchedArea, 'kind' | 'radiusMetres'>): string {
  if (area.kind !== 'radius' || area.radiusMetres === null) return UI.kinds[area.kind];
  const metres = area.radiusMetres;
  const distance =
    metres >= 1000
      ? fill(UI.kilometres, { n: Number((metres / 1000).toFixed(1)) })
      : fill(UI.metres, { n: Math.round(metres) });
  return fill(UI.radiusAround, { distance });
}

/** "House, Villa · with photos only", then "· only reports of something not met" if so. */
export function filtersText(filters: WatchedArea['filters']): string {
  const types = filters.types.length > 0 ? filters.types.join(', ') : UI.allTypes;
  const photos = filters.photos ? UI.withPhotos : UI.anyPhotos;
  return [types, photos, ...(filters.notMet ? [UI.notMetSummary] : [])].join(' · ');
}

/**
 * One watched area: its name, kind, filters and state, and what can be done with it —
 * Rename (an inline form), Pause / Resume, Delete (the page asks first), and its links (its
 * building's page, the map, its Atom feed).
 */
export function WatchedAreaItem({
  area,
  onUpdate,
  onDelete,
  onNotice,
}: {
  area: WatchedArea;
  onUpdate: (id: string, changes: UpdateWatchedAreaPayload) => Promise<WatchedArea>;
  onDelete: (area: WatchedArea) => void;
  onNotice: (message: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(area.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  useEffect(() => {
    if (renaming) input.current?.focus();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  /** Opens or closes the rename form, always from the area's own name and without an error. */
  const rename = (open: boolean) => {
    setName(area.name);
    setError(null);
    setRenaming(open);
  };

  const change = async (
    changes: UpdateWatchedAreaPayload,
    notice: (area: WatchedArea) => string,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const updated = await onUpdate(area.id, changes);
      onNotice(notice(updated));
      return true;
    } catch (failure) {
      setError(errorText(failure, UI.updateFailed));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(UI.nameRequired);
      return;
    }
    if (trimmed === area.name) {
      setRenaming(false);
      return;
    }
    const done = await change({ name: trimmed }, (updated) =>
      fill(UI.renamed, { name: updated.name }),
    );
    if (done) setRenaming(false);
  };

  const togglePause = () =>
    void change({ paused: !area.paused }, (updated) =>
      fill(updated.paused ? UI.pausedNotice : UI.resumedNotice, { name: updated.name }),
    );

  return (
    <li
      className={styles.item}
      data-testid="watched-area"
      data-area-id={area.id}
      aria-labelledby={titleId}
    >
      <div className={list.itemHeader}>
        <h2 id={titleId} className={styles.name}>
          {area.name}
        </h2>
        <span className={styles.kind}>{kindText(area)}</span>
        <span className={area.paused ? styles.pausedBadge : styles.activeBadge}>
          {area.paused ? UI.paused : UI.active}
        </span>
      </div>
      <p className={list.meta}>{filtersText(area.filters)}</p>
      {!area.emailAlerts && (
        <p className={list.meta}>
          {UI.emailsOff}{' '}
          <button
            type="button"
            className={account.button}
            disabled={busy}
            aria-label={fill(UI.emailsOnLabel, { name: area.name })}
            onClick={() =>
              void change({ emailAlerts: true }, (updated) =>
                fill(UI.emailsOnNotice, { name: updated.name }),
              )
            }
          >
            {UI.emailsOn}
          </button>
        </p>
      )}

      {renaming && (
        <form className={styles.renameForm} onSubmit={(event) => void submitName(event)}>
          <label htmlFor={inputId} className={account.label}>
            {UI.newName}
          </label>
          <div className={styles.renameRow}>
            <input
              ref={input}
              id={inputId}
              className={account.input}
              value={name}
              maxLength={WATCHED_AREA_LIMITS.nameMaxLength}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  rename(false);
                }
              }}
            />
            <button type="submit" className={account.primaryButton} disabled={busy}>
              {UI.saveName}
            </button>
            <button
              type="button"
              className={account.button}
              disabled={busy}
              onClick={() => rename(false)}
            >
              {UI.cancel}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p id={errorId} className={account.error} role="alert">
          {error}
        </p>
      )}

      <div className={styles.actions}>
        <WatchedAreaLinks area={area} />
        <span className={styles.buttons}>
          {!renaming && (
            <button
              ref={renameButton}
              type="button"
              className={account.button}
              aria-label={fill(UI.renameLabel, { name: area.name })}
              onClick={() => rename(true)}
            >
              {UI.rename}
            </button>
          )}
          <button
            type="button"
            className={account.button}
            disabled={busy}
            aria-label={fill(area.paused ? UI.resumeLabel : UI.pauseLabel, { name: area.name })}
            onClick={togglePause}
          >
            {area.paused ? UI.resume : UI.pause}
          </button>
          <button
            type="button"
            className={account.dangerButton}
            aria-label={fill(UI.deleteLabel, { name: area.name })}
            onClick={() => onDelete(area)}
          >
            {UI.delete}
          </button>
        </span>
      </div>
    </li>
  );
}
