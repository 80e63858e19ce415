/**
 * How far apart a comment's point and a building's may be and still be one building: a click
 * lands anywhere on a block, and a geocoder puts an address on its street frontage.
 */
export const SAME_BUILDING_METRES = 30;

/** How a building is named (its page's title, link previews): "40 Enmore Road, Newtown". */
export function buildingName(building: {
  streetNumber: string;
  street: string;
  suburb: string;
}): string {
  const street = `${building.streetNumber} ${building.street}`;
  return building.suburb ? `${street}, ${building.suburb}` : street;
}

/** How a unit is named, from its key ("2", "2A", "G2"): "Unit 2". */
export function unitLabel(unitKey: string): string {
  return `Unit ${unitKey}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 comment", "3 comments". */
export const commentCount = (count: number): string => plural(count, 'comment', 'comments');

/** "5 comments about 3 units": what a building's page and its link preview say first. */
export function buildingSummary(building: { commentCount: number; units: unknown[] }): string {
  const comments = commentCount(building.commentCount);
  return building.units.length === 0
    ? comments
    : `${comments} about ${plural(building.units.length, 'unit', 'units')}`;
}
