import { SAME_BUILDING_METRES } from 'shared/contract';
import { matchBuilding, type PlacedPoint } from '../src/modules/buildings/building-match';
import { metresBetween, METRES_PER_DEGREE_OF_LATITUDE } from '../src/modules/geo/distance';
import { buildingAddressKey } from '../src/modules/geo/street-address';
import { parseUnitDesignator } from '../src/modules/geo/unit-designator';

describe('parseUnitDesignator: the spellings of one unit', () => {
  it.each([
    ['2/15', { unit: '2', streetNumber: '15', level: null }],
    ['Unit 2', { unit: '2', streetNumber: null, level: null }],
    ['Apt 2', { unit: '2', streetNumber: null, level: null }],
    ['Apt. 2', { unit: '2', streetNumber: null, level: null }],
    ['Apartment 2', { unit: '2', streetNumber: null, level: null }],
    ['Flat 2', { unit: '2', streetNumber: null, level: null }],
    ['U2', { unit: '2', streetNumber: null, level: null }],
    ['u 2', { unit: '2', streetNumber: null, level: null }],
    ['#2', { unit: '2', streetNumber: null, level: null }],
    ['No. 2', { unit: '2', streetNumber: null, level: null }],
    ['02', { unit: '2', streetNumber: null, level: null }],
    ['Unit 2/15', { unit: '2', streetNumber: '15', level: null }],
    ['Level 1 / 2', { unit: '2', streetNumber: null, level: '1' }],
    ['Level 1, Unit 2', { unit: '2', streetNumber: null, level: '1' }],
    ['Lvl 1 Apt 2', { unit: '2', streetNumber: null, level: '1' }],
    ['L1/2', { unit: '2', streetNumber: null, level: '1' }],
    ['Ground floor / 3', { unit: '3', streetNumber: null, level: 'G' }],
    ['Unit 2A', { unit: '2A', streetNumber: null, level: null }],
    ['2a/15', { unit: '2A', streetNumber: '15', level: null }],
    ['apt2b', { unit: '2B', streetNumber: null, level: null }],
    ['G02', { unit: 'G2', streetNumber: null, level: null }],
    ['Villa 3', { unit: '3', streetNumber: null, level: null }],
  ])('%j is %j', (typed, expected) => {
    expect(parseUnitDesignator(typed)).toEqual(expected);
  });

  it.each(['', '  ', 'N/A', 'none', 'House', '0', 'the one at the back', 'Unit', '2 and 3'])(
    '%j names no unit: the comment is about the building',
    (typed) => {
      expect(parseUnitDesignator(typed)).toBeNull();
    },
  );
});

describe('buildingAddressKey: the spellings of one address', () => {
  it.each([
    ['15 King Street, Newtown NSW 2042, Australia', '15 king street'],
    ['15 King St, Newtown NSW 2042', '15 king street'],
    ['2/15 King St, Newtown NSW 2042', '15 king street'],
    ['Unit 2, 15 King St, Newtown', '15 king street'],
    ['Level 2, 15 King St', '15 king street'],
    ['15 KING ST NEWTOWN', '15 king street'],
    [
      '15, King Street, Newtown, Sydney, Council of the City of Sydney, New South Wales, 2042, Australia',
      '15 king street',
    ],
    ['15A King St', '15a king street'],
    ['15-17 King St', '15to17 king street'],
    ['15 - 17 King Street', '15to17 king street'],
    ['1 St Kilda Rd, Melbourne VIC 3004', '1 st kilda road'],
    ['3 Mt Street, North Sydney', '3 mount street'],
    ['8 Smith Pde, Maroubra', '8 smith parade'],
    ['8 Smith Parade, Maroubra', '8 smith parade'],
    ["15 O'Connell St, Sydney", '15 oconnell street'],
  ])('%j is %j', (address, key) => {
    expect(buildingAddressKey(address)).toBe(key);
  });

  it.each(['King Street, Newtown', 'Newtown NSW 2042', '2042', 'Sydney', ''])(
    '%j names no house number: no key',
    (address) => {
      expect(buildingAddressKey(address)).toBeNull();
    },
  );
});

/** A point `metres` from `from` towards `bearing` (radians from north), on a local plane. */
function offset(from: { lat: number; lon: number }, metres: number, bearing: number) {
  const lat = from.lat + (metres * Math.cos(bearing)) / METRES_PER_DEGREE_OF_LATITUDE;
  const lonScale = METRES_PER_DEGREE_OF_LATITUDE * Math.cos((from.lat * Math.PI) / 180);
  return { lat, lon: from.lon + (metres * Math.sin(bearing)) / lonScale };
}

const KING_ST_15 = { lat: -33.8966, lon: 151.1793, addressKey: '15 king street' };

describe('matchBuilding', () => {
  const building = (id: string, at: PlacedPoint) => ({ id, ...at });

  it('joins the building with the same address within 30 m, the nearest of two', () => {
    const near = building('near', { ...offset(KING_ST_15, 5, 0), addressKey: '15 king street' });
    const far = building('far', { ...offset(KING_ST_15, 20, 0), addressKey: '15 king street' });
    expect(matchBuilding(KING_ST_15, [far, near])).toBe(near);
  });

  it('never takes the house next door for it, however close', () => {
    const nextDoor = building('17', { ...offset(KING_ST_15, 1, 1), addressKey: '17 king street' });
    expect(matchBuilding(KING_ST_15, [nextDoor])).toBeNull();
  });

  it(`leaves the same address farther than ${SAME_BUILDING_METRES} m alone`, () => {
    const away = building('away', {
      ...offset(KING_ST_15, SAME_BUILDING_METRES + 1, 2),
      addressKey: '15 king street',
    });
    expect(metresBetween(KING_ST_15, away)).toBeGreaterThan(SAME_BUILDING_METRES);
    expect(matchBuilding(KING_ST_15, [away])).toBeNull();
  });

  it('joins a building at the same spot when either address has no key, never one a few metres off', () => {
    const spot = building('spot', { ...offset(KING_ST_15, 2, 0), addressKey: null });
    const apart = building('apart', { ...offset(KING_ST_15, 10, 0), addressKey: null });
    expect(matchBuilding(KING_ST_15, [apart, spot])).toBe(spot);
    expect(matchBuilding({ ...KING_ST_15, addressKey: null }, [apart])).toBeNull();
    const keyed = building('keyed', { ...offset(KING_ST_15, 2, 0), addressKey: '15 king street' });
    expect(matchBuilding({ ...KING_ST_15, addressKey: null }, [keyed])).toBe(keyed);
  });
});

/** mulberry32: a small seeded generator, so that the data set is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('grouping a seeded set of comments into buildings and units', () => {
  const STREETS = [
    { name: 'King', short: 'St', long: 'Street' },
    { name: 'Enmore', short: 'Rd', long: 'Road' },
    { name: 'Australia', short: 'St', long: 'Street' },
    { name: 'Station', short: 'Pde', long: 'Parade' },
    { name: 'Wilson', short: 'Ave', long: 'Avenue' },
  ];
  const UNIT_SPELLINGS = [
    (unit: number, number: number) => `${unit}/${number}`,
    (unit: number) => `Unit ${unit}`,
    (unit: number) => `Apt ${unit}`,
    (unit: number) => `Flat ${unit}`,
    (unit: number) => `U${unit}`,
    (unit: number) => `Level ${Math.ceil(unit / 4)} / ${unit}`,
  ];
  const ADDRESS_SPELLINGS = [
    (n: number, s: (typeof STREETS)[number]) => `${n} ${s.name} ${s.short}, Newtown NSW 2042`,
    (n: number, s: (typeof STREETS)[number]) =>
      `${n} ${s.name} ${s.long}, Newtown NSW 2042, Australia`,
    (n: number, s: (typeof STREETS)[number], unit: number) =>
      `${unit}/${n} ${s.name} ${s.short}, Newtown`,
    (n: number, s: (typeof STREETS)[number]) =>
      `${n}, ${s.name} ${s.long}, Newtown, Sydney, New South Wales, 2042, Australia`,
    (n: number, s: (typeof STREETS)[number]) => `${n} ${s.name} ${s.short}`.toUpperCase(),
  ];

  it('puts at least 99 % of comments in their building and unit, and none in a wrong one', () => {
    const random = seeded(2026);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    // 5 streets × 40 buildings, 15 m apart along each street (a house lot's frontage).
    const truth = STREETS.flatMap((street, s) =>
      Array.from({ length: 40 }, (_, i) => ({
        street,
        number: i + 1,
        ...offset({ lat: -33.8966 - s * 0.005, lon: 151.1793 }, i * 15, Math.PI / 2),
      })),
    );
    // Buildings as the server makes them: at the geocoder's point for the address.
    const buildings: Array<PlacedPoint & { id: number; truth: number }> = [];
    // Right: its building and unit; wrong: another building or unit; else left for moderators.
    let right = 0;
    let wrong = 0;
    const COMMENTS = 2000;
    for (let c = 0; c < COMMENTS; c++) {
      const index = Math.floor(random() * truth.length);
      const home = truth[index]!;
      const unit = 1 + Math.floor(random() * 12);
      const clicked = offset(home, random() * 25, random() * 2 * Math.PI);
      const address = pick(ADDRESS_SPELLINGS)(home.number, home.street, unit);
      const typedUnit = pick(UNIT_SPELLINGS)(unit, home.number);
      const point = { ...clicked, addressKey: buildingAddressKey(address) };
      const nearby = buildings.filter((b) => metresBetween(b, point) <= 2 * SAME_BUILDING_METRES);
      let building = matchBuilding(point, nearby);
      if (!building) {
        building = { ...point, id: buildings.length, truth: index, lat: home.lat, lon: home.lon };
        buildings.push(building);
      }
      const parsed = parseUnitDesignator(typedUnit);
      if (building.truth !== index || (parsed && parsed.unit !== String(unit))) wrong += 1;
      else if (parsed) right += 1;
    }
    // Every building made once: no address was split in two.
    expect(buildings).toHaveLength(new Set(buildings.map((b) => b.truth)).size);
    expect(right / COMMENTS).toBeGreaterThanOrEqual(0.99);
    expect(wrong).toBe(0);
  });
});
