import { Type, type Static } from 'typebox';
import { LOCATION_TYPES } from '../limits';
import {
  FILTER_TEXT_MAX,
  FILTER_TEXT_MIN,
  RENT_CEILING,
  type MarkerFilterParams,
} from './values/filters';
import type { SameType } from './same-type';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/filters.ts.
export * from './values/filters';

const TYPE_NAME = `(${LOCATION_TYPES.join('|')})`;

/** The filters as query parameters: the same on GET /clusters and GET /marker-comments/list. */
export const MarkerFilterQuery = Type.Object({
  types: Type.Optional(
    Type.String({
      pattern: `^${TYPE_NAME}(,${TYPE_NAME})*$`,
      maxLength: 200,
      description: `Comma-separated property types to keep (${LOCATION_TYPES.join(', ')}); absent keeps all`,
      examples: ['House,Villa'],
    }),
  ),
  photos: Type.Optional(
    Type.Boolean({ description: 'true: only comments with at least one photo' }),
  ),
  within: Type.Optional(
    Type.Union([Type.Literal('7d'), Type.Literal('30d'), Type.Literal('1y')], {
      description: 'Only comments added within 7 days, 30 days or a year; absent: any time',
    }),
  ),
  q: Type.Optional(
    Type.String({
      minLength: FILTER_TEXT_MIN,
      maxLength: FILTER_TEXT_MAX,
      pattern: '\\S',
      description: 'Text the comment or its address contains (case-insensitive)',
    }),
  ),
  mould: Type.Optional(
    Type.Boolean({
      description: 'true: only comments whose condition checklist reports mould or damp (not met)',
    }),
  ),
  heating: Type.Optional(
    Type.Boolean({
      description:
        'true: only comments whose condition checklist says the heating meets the standard ' +
        '(every heating item answered met)',
    }),
  ),
  rentMax: Type.Optional(
    Type.Integer({
      minimum: RENT_CEILING.step,
      maximum: RENT_CEILING.max,
      multipleOf: RENT_CEILING.step,
      description:
        `Only comments whose latest weekly rent is at most this many dollars, counted by its ` +
        `$10 band as everyone sees it (500 keeps $500–$509); a multiple of ${RENT_CEILING.step}`,
    }),
  ),
});

// MarkerFilterParams is written out in values/filters.ts, which the browser runs without
// TypeBox: this fails to compile when it and the schema part ways.
const _paramsMatchSchema: SameType<Static<typeof MarkerFilterQuery>, MarkerFilterParams> = true;
