/**
 * Marker icons: a pin in one of the product's colours and sizes, each kind with its own glyph so
 * that colour is never the only difference (temporary +, selected ●, saved ⌂, highlighted ★).
 */
import L from 'leaflet';
import { MARKER_SIZES, type MarkerColour } from 'shared';

export type MarkerKind = 'temporary' | 'selected' | 'saved' | 'highlighted';

const HEX: Record<MarkerColour, string> = {
  red: '#dc2626',
  blue: '#1d4ed8',
  green: '#15803d',
  yellow: '#ca8a04',
  purple: '#7e22ce',
  orange: '#c2410c',
  gray: '#4b5563',
  pink: '#db2777',
  indigo: '#4338ca',
  teal: '#0f766e',
};

const [, MEDIUM, LARGE] = MARKER_SIZES;

export const MARKER_STYLES: Record<MarkerKind, { colour: MarkerColour; size: number }> = {
  temporary: { colour: 'orange', size: MEDIUM },
  selected: { colour: 'red', size: LARGE },
  saved: { colour: 'blue', size: MEDIUM },
  highlighted: { colour: 'green', size: LARGE },
};

const GLYPHS: Record<MarkerKind, string> = {
  temporary: '<path d="M12 7v10M7 12h10" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
  selected: '<circle cx="12" cy="12" r="4.2" fill="#fff"/>',
  saved: '<path d="M6.5 12.5 12 7.5l5.5 5V17h-11z" fill="#fff"/>',
  highlighted:
    '<path d="m12 5.8 1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z" fill="#fff"/>',
};

const cache = new Map<MarkerKind, L.DivIcon>();

export function markerIcon(kind: MarkerKind): L.DivIcon {
  let icon = cache.get(kind);
  if (!icon) {
    const { colour, size } = MARKER_STYLES[kind];
    const height = Math.round((size * 4) / 3);
    icon = L.divIcon({
      className: `rm-marker rm-marker--${kind}`,
      html:
        `<svg width="${size}" height="${height}" viewBox="0 0 24 32" aria-hidden="true" focusable="false">` +
        `<path d="M12 .8C5.8.8.8 5.8.8 12c0 8.4 11.2 19.2 11.2 19.2S23.2 20.4 23.2 12C23.2 5.8 18.2.8 12 .8z" ` +
        `fill="${HEX[colour]}" stroke="#fff" stroke-width="1.6"/>${GLYPHS[kind]}</svg>`,
      iconSize: [size, height],
      iconAnchor: [size / 2, height],
      popupAnchor: [0, -height + 4],
      tooltipAnchor: [0, -height],
    });
    cache.set(kind, icon);
  }
  return icon;
}

/**
 * A cluster's count in at most four characters: 999, 1.2k, 12k, 280k, 1.2M. Rounded down, so
 * a cluster never claims more comments than it holds.
 */
export function abbreviateCount(count: number): string {
  const tenths = (value: number) => String(Math.floor(value * 10) / 10);
  if (count < 1000) return String(count);
  if (count < 10_000) return `${tenths(count / 1000)}k`;
  if (count < 1_000_000) return `${Math.floor(count / 1000)}k`;
  if (count < 10_000_000) return `${tenths(count / 1_000_000)}M`;
  return `${Math.floor(count / 1_000_000)}M`;
}

/** The smallest cluster: WCAG 2.2's 24 px target size with room to spare for a finger. */
export const CLUSTER_MIN_SIZE = 40;

/** A cluster's diameter in px: 40 for a handful, a little more per tenfold (76 at a million). */
export function clusterSize(count: number): number {
  return CLUSTER_MIN_SIZE + Math.round(6 * Math.log10(Math.max(1, count)));
}

const clusterCache = new Map<string, L.DivIcon>();

/** A building's cluster carries a block of flats before its count. */
const BUILDING_GLYPH =
  '<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">' +
  '<path d="M2 11V1.5h8V11H7.5V8.5h-3V11zM3.5 3v1.5H5V3zm3.5 0v1.5h1.5V3zM3.5 5.5V7H5V5.5zm3.5 0V7h1.5V5.5z" fill="#fff"/></svg>';

/**
 * A cluster: a round badge with its abbreviated count; a building's, a rounded square with a
 * building before the count (shape and glyph, not colour alone, tell them apart). The count
 * is hidden from assistive technology: the marker's title names the cluster with the full
 * number.
 */
export function clusterIcon(count: number, building = false): L.DivIcon {
  const key = `${building ? 'b' : 'c'}${count}`;
  let icon = clusterCache.get(key);
  if (!icon) {
    const size = clusterSize(count);
    const glyph = building ? BUILDING_GLYPH : '';
    icon = L.divIcon({
      className: building ? 'rm-cluster rm-cluster--building' : 'rm-cluster',
      html: `${glyph}<span class="rm-cluster__count" aria-hidden="true">${abbreviateCount(count)}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -size / 2],
    });
    // A view shows at most CLUSTER_GRID.maxCells clusters; the cache stays small enough.
    if (clusterCache.size > 2000) clusterCache.clear();
    clusterCache.set(key, icon);
  }
  return icon;
}
