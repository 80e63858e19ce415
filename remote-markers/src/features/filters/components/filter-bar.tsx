import { useEffect, useId, useState } from 'react';
import {
  FILTER_TEXT_MAX,
  LIST_SORTS,
  LOCATION_TYPES,
  NO_FILTERS,
  RECENCY_VALUES,
  hasFilters,
  useViewState,
  type ListSort,
  type LocationType,
  type MarkerFilters,
  type Recency,
} from 'shared';
import { FILTER_TEXTS, SEARCH_DEBOUNCE_MS } from '../texts';
import field from '../../../components/form-field.module.css';
import styles from './filter-bar.module.css';

/** How many of the filters are set (each chosen type counts), for "Filters (n)". */
function filterCount(filters: MarkerFilters): number {
  const set = [
    filters.photos,
    filters.within !== null,
    filters.q !== '',
    filters.mould,
    filters.heating,
    filters.rentMax !== null,
  ];
  return filters.types.length + set.filter(Boolean).length;
}

/** The ceilings "Rent up to" offers, in dollars a week: $200 to $1,500 by $100, $2,000, $3,000. */
const RENT_CHOICES = [...Array.from({ length: 14 }, (_, i) => 200 + i * 100), 2000, 3000];

/** The choices, with the URL's ceiling among them when it is another (a valid $50 step). */
function rentChoices(rentMax: number | null): number[] {
  return rentMax === null || RENT_CHOICES.includes(rentMax)
    ? RENT_CHOICES
    : [...RENT_CHOICES, rentMax].sort((a, b) => a - b);
}

/**
 * The list's filters and order, which apply to the map's pins as well: they live in the URL
 * only (each choice a history entry; the text replaces its entry as it is typed, written
 * once typing pauses). On phones the bar folds into a "Filters (n)" disclosure.
 */
export function FilterBar() {
  const { state, update } = useViewState();
  const { filters, sort } = state;
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const searchId = useId();
  const withinId = useId();
  const rentId = useId();
  const sortId = useId();

  // The text as typed; the URL's text when it changes from elsewhere (Back, Clear filters).
  const [text, setText] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  if (urlText !== filters.q) {
    setUrlText(filters.q);
    setText(filters.q);
  }
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(
      () => update({ filters: { ...filters, q: text } }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, filters, update]);

  const setFilters = (change: Partial<MarkerFilters>) =>
    update({ filters: { ...filters, ...change } });
  const toggleType = (type: LocationType, on: boolean) =>
    setFilters({
      // In the product's order, so the same choice is the same URL.
      types: LOCATION_TYPES.filter((t) => (t === type ? on : filters.types.includes(t))),
    });

  const count = filterCount(filters);
  return (
    <section className={styles.bar} aria-label={FILTER_TEXTS.region}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        {FILTER_TEXTS.filters(count)}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={contentId} className={styles.content} data-open={open}>
        <div className={styles.field}>
          <label htmlFor={searchId}>{FILTER_TEXTS.search}</label>
          <input
            id={searchId}
            className={field.control}
            type="search"
            value={text}
            maxLength={FILTER_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
          />
        </div>

        <fieldset className={styles.types}>
          <legend>{FILTER_TEXTS.propertyType}</legend>
          {LOCATION_TYPES.map((type) => (
            <label key={type} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
              {type}
            </label>
          ))}
        </fieldset>

        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.photos}
            onChange={(event) => setFilters({ photos: event.target.checked })}
          />
          {FILTER_TEXTS.hasPhotos}
        </label>

        <fieldset className={styles.record}>
          <legend>{FILTER_TEXTS.record}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.mould}
              onChange={(event) => setFilters({ mould: event.target.checked })}
            />
            {FILTER_TEXTS.mould}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.heating}
              onChange={(event) => setFilters({ heating: event.target.checked })}
            />
            {FILTER_TEXTS.heating}
          </label>
          <div className={styles.field}>
            <label htmlFor={rentId}>{FILTER_TEXTS.rentMax}</label>
            <select
              id={rentId}
              className={field.control}
              value={filters.rentMax ?? ''}
              onChange={(event) =>
                setFilters({ rentMax: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{FILTER_TEXTS.anyRent}</option>
              {rentChoices(filters.rentMax).map((value) => (
                <option key={value} value={value}>
                  {FILTER_TEXTS.rent(value)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={withinId}>{FILTER_TEXTS.addedWithin}</label>
            <select
              id={withinId}
              className={field.control}
              value={filters.within ?? ''}
              onChange={(event) =>
                setFilters({ within: (event.target.value || null) as Recency | null })
              }
            >
              <option value="">{FILTER_TEXTS.anyTime}</option>
              {RECENCY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {FILTER_TEXTS.recency[value]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={sortId}>{FILTER_TEXTS.sort}</label>
            <select
              id={sortId}
              className={field.control}
              value={sort}
              onChange={(event) => update({ sort: event.target.value as ListSort })}
            >
              {LIST_SORTS.map((value) => (
                <option key={value} value={value}>
                  {FILTER_TEXTS.sorts[value]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {hasFilters(filters) && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText('');
              update({ filters: NO_FILTERS });
            }}
          >
            {FILTER_TEXTS.clear}
          </button>
        )}
      </div>
    </section>
  );
}
