import { TEXTS, type ListSort, type Recency } from 'shared';
import { formatDollars } from '../../lib/rent-figures';

/** The filter bar's words (of its own, whose five property types it lists as they are). */
export const FILTER_TEXTS = {
  /** The disclosure on phones, with how many filters are set. */
  filters: (count: number) => (count > 0 ? `Filters (${count})` : 'Filters'),
  region: 'Filters and order',
  propertyType: 'Property type',
  hasPhotos: 'Has photos',
  addedWithin: 'Added within',
  anyTime: 'Any time',
  recency: { '7d': '7 days', '30d': '30 days', '1y': 'A year' } satisfies Record<Recency, string>,
  search: 'Search comments',
  /** The renter's record: what tenants' condition checklists and rents say. */
  record: "Renter's record",
  mould: 'Mould reported',
  heating: 'Heating meets the standard',
  rentMax: 'Rent up to',
  anyRent: 'Any rent',
  /** A rent ceiling: "$1,500 a week". */
  rent: (dollars: number) => `${formatDollars(dollars)} a week`,
  sort: 'Sort',
  sorts: {
    newest: 'Newest',
    oldest: 'Oldest',
    nearest: 'Nearest to map centre',
    liked: TEXTS.markers.mostLiked,
  } satisfies Record<ListSort, string>,
  clear: 'Clear filters',
} as const;

/** The text filter is written to the URL once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
