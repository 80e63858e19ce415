import type { GeoPlace } from 'shared';

/** A result's main name, and the next two parts of its address. */
export function placeLabel(place: GeoPlace): { main: string; rest: string } {
  const parts = place.display_name
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const main = place.name || parts[0] || place.display_name;
  const after = parts[0] === main ? parts.slice(1) : parts.filter((part) => part !== main);
  return { main, rest: after.slice(0, 2).join(', ') };
}
