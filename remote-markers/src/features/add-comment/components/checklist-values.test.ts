import type { ConditionList } from 'shared';
import {
  BLANK_ANSWER,
  BLANK_CHECKLIST,
  checklistChanged,
  checklistPayload,
  checklistPlace,
  fixedAfterDaysMax,
  localToday,
} from './checklist-values';

const LIST = {
  items: [{ id: 'nsw.damp' }, { id: 'nsw.lighting' }],
  measurements: [{ name: 'coldestRoomCelsius' }, { name: 'indoorHumidityPercent' }],
} as ConditionList;

describe('checklist values', () => {
  it("sends the follow-ups of 'not met' only, days to fix only with the day told", () => {
    const values = {
      answers: {
        'nsw.damp': { answer: 'met', toldOn: '2025-01-02', fixedAfterDays: '3', photo: 'a.jpg' },
        'nsw.lighting': {
          ...BLANK_ANSWER,
          answer: 'not-met',
          fixedAfterDays: '3',
          photo: 'gone.jpg',
        },
      },
      measurements: { indoorHumidityPercent: ' 65 ', coldestRoomCelsius: '' },
    } as const;
    expect(checklistPayload(values, LIST, ['a.jpg'])).toEqual({
      answers: [
        { item: 'nsw.damp', answer: 'met' },
        { item: 'nsw.lighting', answer: 'not-met' },
      ],
      indoorHumidityPercent: 65,
    });
  });

  it('sends nothing when nothing is answered, nor answers to items of another list', () => {
    const other = {
      answers: { 'vic.heating': { ...BLANK_ANSWER, answer: 'met' } },
      measurements: {},
    } as const;
    expect(checklistPayload(BLANK_CHECKLIST, LIST, [])).toBeNull();
    expect(checklistPayload(other, LIST, [])).toBeNull();
    expect(checklistPayload(other, undefined, [])).toBeNull();
    expect(checklistChanged(BLANK_CHECKLIST)).toBe(false);
    expect(checklistChanged(other)).toBe(true);
    expect(checklistChanged({ answers: {}, measurements: { coldestRoomCelsius: ' ' } })).toBe(
      false,
    );
  });

  it("is answered against the chosen building's state and postcode, else the place's", () => {
    const buildings = [{ id: 'b1', state: 'VIC', postcode: '3181' }];
    const sent = { state: 'Bondi', postcode: '2026' };
    expect(checklistPlace(sent, 'b1', buildings)).toEqual({ state: 'VIC', postcode: '3181' });
    expect(checklistPlace(sent, null, buildings)).toEqual(sent);
    expect(checklistPlace(sent, 'b2', buildings)).toEqual(sent);
  });

  it('takes today where the author is, and repairs done by today', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(fixedAfterDaysMax('2025-12-06', '2026-01-05')).toBe(30);
    expect(fixedAfterDaysMax('2026-01-05', '2026-01-05')).toBe(0);
    expect(fixedAfterDaysMax('2026-02-01', '2026-01-05')).toBe(0);
  });
});
