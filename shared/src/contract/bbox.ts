import { Type } from 'typebox';

const NUMBER = '-?\\d+(\\.\\d+)?';

const BBOX_DESCRIPTION =
  'minLon,minLat,maxLon,maxLat (WGS84 degrees); minLon > maxLon crosses the antimeridian';

/** A viewport as a query parameter: minLon,minLat,maxLon,maxLat in WGS84 degrees. */
export const BBOX_PARAM = bboxParam(BBOX_DESCRIPTION);

export function bboxParam(description: string) {
  return Type.String({
    pattern: `^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`,
    maxLength: 100,
    description,
    examples: ['150.9,-34.1,151.5,-33.6'],
  });
}

/** "Only markers inside …": the list's optional bbox. */
export const BBOX_FILTER_PARAM = bboxParam(`Only markers inside ${BBOX_DESCRIPTION}`);
