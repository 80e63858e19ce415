import type { ConditionListData } from './list';

const SCHEDULE_5A =
  'Residential Tenancies and Rooming Accommodation Regulation 2009 (Qld) Schedule 5A';
const SCHEDULE_URL =
  'http://classic.austlii.edu.au/au/legis/qld/consol_reg/rtarar2009511/sch5a.html';
const source = (part: string) => ({ citation: `${SCHEDULE_5A}, ${part}`, url: SCHEDULE_URL });

/**
 * Queensland: the prescribed minimum housing standards (Residential Tenancies and Rooming
 * Accommodation Act 2008 s 17A), for new tenancies from 1 September 2023 and for all from
 * 1 September 2024.
 */
export const QLD_2023: ConditionListData = {
  id: 'qld-2023-09',
  state: 'QLD',
  title: 'Queensland minimum housing standards',
  inForceFrom: '2023-09-01',
  checkedOn: '2026-12-05',
  regulator: {
    name: 'Residential Tenancies Authority',
    url: 'https://www.rta.qld.gov.au/news/2023/04/28/preparing-for-minimum-housing-standards',
  },
  items: [
    {
      id: 'qld.structure',
      category: 'structure',
      label: 'Weatherproof and structurally sound',
      detail:
        'Roof and windows keep the rain out; no floor, wall, ceiling, deck or stairs likely to ' +
        'collapse; in good repair.',
      source: source('s 1'),
    },
    {
      id: 'qld.fixtures',
      category: 'fixtures',
      label: 'Safe fixtures and fittings',
      detail:
        'Fixtures and fittings, electrical appliances included, in good repair and not likely ' +
        'to injure anyone in ordinary use.',
      source: source('s 2'),
    },
    {
      id: 'qld.locks',
      category: 'locks',
      label: 'Locks on doors and windows',
      detail:
        'A working lock or latch on every external door and window someone outside can reach ' +
        'without a ladder.',
      source: source('s 3'),
    },
    {
      id: 'qld.vermin',
      category: 'vermin',
      label: 'Free of vermin',
      detail: 'Free of vermin not caused by the tenant.',
      source: source('s 4'),
    },
    {
      id: 'qld.damp-mould',
      category: 'damp-mould',
      label: 'Free of damp and mould',
      detail: 'Free of damp and mould not caused by the tenant.',
      source: source('s 4'),
    },
    {
      id: 'qld.privacy',
      category: 'window-coverings',
      label: 'Privacy coverings',
      detail: 'Curtains, blinds or other coverings on windows of rooms where privacy is expected.',
      source: source('Part 1'),
    },
    {
      id: 'qld.bathroom',
      category: 'bathroom',
      label: 'A private bathroom and toilet',
      detail: 'A bathroom and toilet that allow privacy, with the toilet working and connected.',
      source: source('Part 2'),
    },
    {
      id: 'qld.water',
      category: 'water',
      label: 'Hot and cold water, plumbing and drainage',
      detail: 'Hot and cold water where needed, with adequate plumbing and drainage.',
      source: source('Part 2'),
    },
    {
      id: 'qld.kitchen',
      category: 'kitchen',
      label: 'Kitchen',
      detail: 'Where provided, cooking facilities in good working order.',
      source: source('Part 2'),
    },
    {
      id: 'qld.laundry',
      category: 'laundry',
      label: 'Laundry',
      detail: 'Where provided, laundry fittings in good working order.',
      source: source('Part 2'),
    },
  ],
};
