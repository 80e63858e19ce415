import { useId, useState, type KeyboardEvent } from 'react';
import { TEXTS, type GeoPlace } from 'shared';
import { placeLabel } from '../../../lib/place-label';
import { markerDetailsOf, temporaryMarkerId, useMapState } from '../../../lib/map-state';
import { usePlaceSearch } from '../api/search-places';
import { SEARCH_TEXTS } from '../texts';
import styles from './place-search.module.css';

/**
 * The search box: an ARIA combobox with a listbox of results (main name in bold, the next two
 * address parts in grey). Arrows move, Enter chooses, Escape closes then clears. Choosing a
 * result drops a marker there, makes it the selected location and clears the search.
 */
export function PlaceSearch() {
  const { state, dispatch } = useMapState();
  const query = state.searchQuery;
  const { results, isSearching, answered, notice } = usePlaceSearch(query);
  const [open, setOpen] = useState(false);
  // The active option belongs to one list of results: new results start with none active.
  const [activeIn, setActiveIn] = useState<{ results: GeoPlace[]; index: number }>({
    results,
    index: -1,
  });
  const active = activeIn.results === results ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ results, index });
  const id = useId();
  const listId = `${id}-results`;
  const noteId = `${id}-note`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // 'No places found' only once the current query has been answered.
  const nothingFound = answered === query.trim() && results.length === 0 && !isSearching;
  const expanded = open && (results.length > 0 || nothingFound);
  // Only about the results on screen (not a previous query's).
  const note =
    expanded && answered === query.trim() && notice === 'street-level-unavailable'
      ? SEARCH_TEXTS.streetLevelUnavailable
      : null;

  const choose = (place: GeoPlace) => {
    dispatch({
      type: 'add-temporary',
      id: temporaryMarkerId(),
      position: { lat: Number(place.lat), lng: Number(place.lon) },
      details: { ...markerDetailsOf(place), address: place.display_name, place },
    });
    dispatch({ type: 'search', query: '' });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (results.length) setActive((active + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length) setActive(active <= 0 ? results.length - 1 : active - 1);
    } else if (event.key === 'Enter') {
      const place = results[active] ?? (expanded ? results[0] : undefined);
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else dispatch({ type: 'search', query: '' });
      setActive(-1);
    }
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {TEXTS.map.searchPlaces}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={TEXTS.map.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={note ? noteId : undefined}
        value={query}
        onChange={(event) => {
          dispatch({ type: 'search', query: event.target.value });
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={TEXTS.map.searchPlaces}
        className={styles.results}
        hidden={!expanded}
      >
        {results.map((place, index) => {
          const { main, rest } = placeLabel(place);
          return (
            <li
              key={`${place.place_id}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Choose before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <strong className={styles.main}>{main}</strong>
              {rest && <span className={styles.rest}>{rest}</span>}
            </li>
          );
        })}
        {nothingFound && (
          <li role="option" aria-disabled="true" aria-selected={false} className={styles.empty}>
            {TEXTS.map.noPlacesFound}
          </li>
        )}
      </ul>
      {note && (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      )}
      <span className={styles.visuallyHidden} role="status" aria-live="polite">
        {isSearching
          ? TEXTS.map.searching
          : [
              nothingFound ? TEXTS.map.noPlacesFound : expanded ? `${results.length} results` : '',
              note,
            ]
              .filter(Boolean)
              .join('. ')}
      </span>
    </div>
  );
}
