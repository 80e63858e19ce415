import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { bus, useViewState } from 'shared';
import { NARROW_SCREEN, SHEET_TEXTS } from '../texts';
import { useMediaQuery } from '../use-media-query';
import styles from './place-sheet.module.css';

interface PlaceSheetProps {
  /** What the sheet shows for a tapped pin; `headingId` is to be put on its title. */
  children: (id: string, headingId: string) => ReactNode;
}

/**
 * Phones: a pin tapped on the map ('marker:select' from the map) offers its comment as a
 * bottom sheet over the map, instead of the popup wide screens get. Close or Escape dismiss
 * it; it goes when the selection is cleared or moves to another place (Back, the list).
 */
export function PlaceSheet({ children }: PlaceSheetProps) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { state, detailsId } = useViewState();
  const selectedId = state.place ?? detailsId;
  // The host loads this after the map, so a pin may have been tapped before it mounted: that
  // tap opens the sheet if the URL still selects its place (an old tap, since closed or left
  // behind, does not).
  const [openId, setOpenId] = useState<string | null>(() => {
    const tapped = bus.latest('marker:select');
    return tapped?.source === 'map' && tapped.id !== null && tapped.id === selectedId
      ? tapped.id
      : null;
  });
  const headingId = useId();
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = bus.on('marker:select').subscribe((selection) => {
      if (selection.id === null) setOpenId(null);
      else if (selection.source === 'map') setOpenId(selection.id);
    });
    return () => subscription.unsubscribe();
  }, []);

  // The URL's selection changed (cleared, Back, another place): a sheet of another goes.
  const [seenSelection, setSeenSelection] = useState(selectedId);
  if (seenSelection !== selectedId) {
    setSeenSelection(selectedId);
    if (openId !== null && openId !== selectedId) setOpenId(null);
  }

  const shown = narrow && openId !== null;

  useEffect(() => {
    if (!shown) return;
    // The sheet is what the tap asked for: keyboard and screen reader users land in it.
    sheet.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpenId(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, openId]);

  if (!shown) return null;
  return (
    <div
      ref={sheet}
      className={styles.sheet}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="place-sheet"
    >
      <div className={styles.body}>{children(openId, headingId)}</div>
      <button type="button" className={styles.close} onClick={() => setOpenId(null)}>
        {SHEET_TEXTS.close}
      </button>
    </div>
  );
}
