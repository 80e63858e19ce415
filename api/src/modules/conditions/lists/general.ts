import type { ConditionListData } from './list';

const COMMON =
  'No list of this state yet: what the NSW, Victorian and Queensland standards have in common';
const source = { citation: COMMON, url: 'https://www.legislation.gov.au/' };

/**
 * For a state or territory whose standards are not a list here yet: the conditions every list
 * above asks about, so a renter there can still say what was wrong. It cites no law of its
 * own and the building page says so.
 */
export const GENERAL_2026: ConditionListData = {
  id: 'general-2026-12',
  state: null,
  title: 'General checklist for rented homes',
  inForceFrom: '2026-12-05',
  checkedOn: '2026-12-05',
  regulator: {
    name: 'Your state or territory’s tenancy regulator',
    url: 'https://www.legislation.gov.au/',
  },
  items: [
    [
      'structure',
      'Structurally sound and weatherproof',
      'No rain coming in, nothing likely to collapse.',
    ],
    ['damp-mould', 'Free of damp and mould', 'No damp or mould caused by the building.'],
    ['lighting', 'Lighting', 'Enough light in every room.'],
    ['ventilation', 'Ventilation', 'Rooms, bathroom and laundry can be aired.'],
    ['heating', 'Heating', 'A way to heat the main living area.'],
    ['water', 'Hot and cold water', 'Hot and cold water for drinking, washing and cleaning.'],
    ['plumbing', 'Plumbing and drainage', 'Taps, pipes and drains that work.'],
    [
      'bathroom',
      'A private bathroom and toilet',
      'A bathroom and toilet that work and allow privacy.',
    ],
    ['kitchen', 'Kitchen', 'A sink and a cooktop that work.'],
    ['locks', 'Locks', 'External doors and reachable windows lock.'],
    ['vermin', 'Free of vermin', 'No pests the tenant did not bring.'],
  ].map(([category, label, detail]) => ({
    id: `general.${category}`,
    category: category as ConditionListData['items'][number]['category'],
    label: label!,
    detail: detail!,
    source,
  })),
};
