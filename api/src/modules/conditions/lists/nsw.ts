import type { ConditionListData } from './list';

const ACT = 'Residential Tenancies Act 2010 (NSW)';
const SECTION_52 = 'https://legislation.nsw.gov.au/view/html/inforce/current/act-2010-042#sec.52';
const source = (section: string) => ({ citation: `${ACT} ${section}`, url: SECTION_52 });

/** New South Wales: the seven standards that make a rented home fit to live in (from 23 March 2020). */
export const NSW_2020: ConditionListData = {
  id: 'nsw-2020-03',
  state: 'NSW',
  title: 'NSW minimum standards for rented homes',
  inForceFrom: '2020-03-23',
  checkedOn: '2026-12-05',
  regulator: {
    name: 'NSW Fair Trading',
    url: 'https://www.fairtrading.nsw.gov.au/',
  },
  items: [
    {
      id: 'nsw.structure',
      category: 'structure',
      label: 'Structurally sound',
      detail:
        'Floors, walls, ceilings, roof, stairs, balconies and railings in reasonable repair, ' +
        'not liable to collapse, and no rain coming in through the roof or windows.',
      source: source('s 52(1A)(a), (1B)'),
    },
    {
      id: 'nsw.damp',
      category: 'damp-mould',
      label: 'No significant dampness',
      detail:
        'Floors, walls, ceilings and supporting structures not subject to significant dampness.',
      source: source('s 52(1B)'),
    },
    {
      id: 'nsw.lighting',
      category: 'lighting',
      label: 'Lighting in every room',
      detail:
        'Adequate natural or artificial light in each room, except storage rooms and garages.',
      source: source('s 52(1A)(b)'),
    },
    {
      id: 'nsw.ventilation',
      category: 'ventilation',
      label: 'Ventilation',
      detail: 'Adequate ventilation.',
      source: source('s 52(1A)(c)'),
    },
    {
      id: 'nsw.power',
      category: 'power',
      label: 'Power or gas, with enough outlets',
      detail:
        'Supplied with electricity or gas, with enough outlets for lighting, heating and appliances.',
      source: source('s 52(1A)(d)'),
    },
    {
      id: 'nsw.plumbing',
      category: 'plumbing',
      label: 'Plumbing and drainage',
      detail: 'Adequate plumbing and drainage.',
      source: source('s 52(1A)(e)'),
    },
    {
      id: 'nsw.water',
      category: 'water',
      label: 'Hot and cold water',
      detail:
        'Connected to a water supply that gives hot and cold water for drinking, washing and cleaning.',
      source: source('s 52(1A)(f)'),
    },
    {
      id: 'nsw.bathroom',
      category: 'bathroom',
      label: 'A private bathroom and toilet',
      detail: 'Bathroom facilities, including a toilet and washing facilities, that allow privacy.',
      source: source('s 52(1A)(g)'),
    },
  ],
};
