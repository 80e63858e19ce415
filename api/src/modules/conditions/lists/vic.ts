import type { ConditionListData } from './list';

const SCHEDULE_4 = 'Residential Tenancies Regulations 2021 (Vic) reg 29, Schedule 4';
const GUIDE = 'https://tenantsvic.org.au/advice/starting-your-tenancy/minimum-standards';
const source = (heading: string) => ({ citation: `${SCHEDULE_4}, "${heading}"`, url: GUIDE });

/**
 * Victoria: the fourteen categories of rental minimum standards (Residential Tenancies Act
 * 1997 s 65A), for agreements from 29 March 2021. The energy-efficiency standards that phase
 * in from 2027 join a later version of this list.
 */
export const VIC_2021: ConditionListData = {
  id: 'vic-2021-03',
  state: 'VIC',
  title: 'Victorian rental minimum standards',
  inForceFrom: '2021-03-29',
  checkedOn: '2026-12-05',
  regulator: { name: 'Consumer Affairs Victoria', url: 'https://www.consumer.vic.gov.au/' },
  items: [
    {
      id: 'vic.bins',
      category: 'bins',
      label: 'Vermin-proof bins',
      detail: 'A rubbish bin and a recycling bin that keep vermin out.',
      source: source('Vermin proof bins'),
    },
    {
      id: 'vic.toilet',
      category: 'toilet',
      label: 'A working toilet',
      detail: 'A toilet in good working order, in a room of its own or in a bathroom.',
      source: source('Toilets'),
    },
    {
      id: 'vic.bathroom',
      category: 'bathroom',
      label: 'Bathroom',
      detail: 'A washbasin and a shower or bath, with hot and cold water.',
      source: source('Bathroom'),
    },
    {
      id: 'vic.kitchen',
      category: 'kitchen',
      label: 'Kitchen',
      detail:
        'A food preparation area, a sink with hot and cold water, and a cooktop with at least ' +
        'two burners in good working order (and the oven, if there is one).',
      source: source('Kitchen'),
    },
    {
      id: 'vic.laundry',
      category: 'laundry',
      label: 'Laundry',
      detail: 'If there is a laundry, it has hot and cold water.',
      source: source('Laundry'),
    },
    {
      id: 'vic.structure',
      category: 'structure',
      label: 'Structurally sound and weatherproof',
      detail: 'Structurally sound and weatherproof.',
      source: source('Structural soundness'),
    },
    {
      id: 'vic.mould-damp',
      category: 'damp-mould',
      label: 'Free of mould and damp',
      detail: 'Free from mould and damp caused by or related to the building structure.',
      source: source('Mould and damp'),
    },
    {
      id: 'vic.electrical-safety',
      category: 'electrical-safety',
      label: 'Electrical safety',
      detail:
        'Power outlets and lighting circuits connected to a circuit breaker and a safety switch.',
      source: source('Electrical safety'),
    },
    {
      id: 'vic.window-coverings',
      category: 'window-coverings',
      label: 'Window coverings',
      detail:
        'Curtains or blinds that give privacy and block light in bedrooms and the main living area.',
      source: source('Window coverings'),
    },
    {
      id: 'vic.lighting',
      category: 'lighting',
      label: 'Lighting',
      detail: 'Enough light, natural or artificial, in each room.',
      source: source('Lighting'),
    },
    {
      id: 'vic.ventilation',
      category: 'ventilation',
      label: 'Ventilation',
      detail:
        'Ventilation in all habitable rooms, bathrooms, showers, toilets and laundries, as the ' +
        'building regulations require.',
      source: source('Ventilation'),
    },
    {
      id: 'vic.heating',
      category: 'heating',
      label: 'Heating in the main living area',
      detail: 'A fixed heater in good working order in the main living area.',
      source: source('Heating'),
    },
    {
      id: 'vic.locks',
      category: 'locks',
      label: 'Locks',
      detail: 'External entry doors lock with a key from outside and open from inside without one.',
      source: source('Locks'),
    },
    {
      id: 'vic.window-latches',
      category: 'window-latches',
      label: 'Window latches',
      detail: 'External windows that can be opened have working latches.',
      source: source('Window latches'),
    },
  ],
};
