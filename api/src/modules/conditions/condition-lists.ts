import {
  CHECKLIST_LIMITS,
  type ConditionCategory,
  type ConditionItem,
  type ConditionList,
} from 'shared/contract';
import { stateOfPlace, type StateWords } from '../geo/australian-states';
import { GENERAL_2026 } from './lists/general';
import type { ConditionListData } from './lists/list';
import { NSW_2020 } from './lists/nsw';
import { QLD_2023 } from './lists/qld';
import { VIC_2021 } from './lists/vic';

/** The category's name on a building's page and beside each item. */
export const CATEGORY_LABELS: Record<ConditionCategory, string> = {
  structure: 'Structure and weatherproofing',
  'damp-mould': 'Mould and damp',
  lighting: 'Lighting',
  ventilation: 'Ventilation',
  heating: 'Heating',
  power: 'Power and gas outlets',
  'electrical-safety': 'Electrical safety',
  water: 'Hot and cold water',
  plumbing: 'Plumbing and drainage',
  bathroom: 'Bathroom',
  toilet: 'Toilet',
  kitchen: 'Kitchen',
  laundry: 'Laundry',
  locks: 'Locks',
  'window-latches': 'Window latches',
  'window-coverings': 'Window coverings',
  fixtures: 'Fixtures and fittings',
  vermin: 'Vermin',
  bins: 'Vermin-proof bins',
};

/** The list in force in each state that has one; a new version replaces its state's entry. */
const CURRENT_LISTS: readonly ConditionListData[] = [NSW_2020, VIC_2021, QLD_2023];

/** Every list a stored checklist can name, the current ones and those they replaced. */
const ALL_LISTS = new Map([...CURRENT_LISTS, GENERAL_2026].map((list) => [list.id, list] as const));

/** The list a place is answered against: its state's (`stateOfPlace`), else the general one. */
export function listForPlace(place: StateWords): ConditionListData {
  const code = stateOfPlace(place);
  return CURRENT_LISTS.find((list) => list.state === code) ?? GENERAL_2026;
}

export function listById(id: string): ConditionListData | undefined {
  return ALL_LISTS.get(id);
}

const MEASUREMENTS: ConditionList['measurements'] = [
  {
    name: 'coldestRoomCelsius',
    label: 'Coldest room in winter',
    unit: '°C',
    ...CHECKLIST_LIMITS.coldestRoomCelsius,
  },
  {
    name: 'indoorHumidityPercent',
    label: 'Humidity indoors in winter',
    unit: '%',
    ...CHECKLIST_LIMITS.indoorHumidityPercent,
  },
];

/** A list as the API answers it. */
export function presentList(list: ConditionListData): ConditionList {
  return {
    id: list.id,
    state: list.state,
    title: list.title,
    inForceFrom: list.inForceFrom,
    checkedOn: list.checkedOn,
    regulator: list.regulator,
    items: list.items.map((item): ConditionItem => ({
      ...item,
      categoryLabel: CATEGORY_LABELS[item.category],
    })),
    measurements: MEASUREMENTS,
  };
}
