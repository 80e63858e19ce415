import { concernsMessage, findConcerns } from '../src/modules/moderation/gentle-check';

// What the gentle check finds, and what it lets through: describing what happened is fine,
// naming, threatening or abusing a person is flagged.
describe('the gentle check before publishing', () => {
  it.each([
    ['Our landlord John Smith never fixed the heater', ['person-name']],
    ['The agent, Sarah, was helpful with the bond', ['person-name']],
    ['Our neighbour is Tom and he plays drums at 2am', ['person-name']],
    ['Mr Nguyen owns the whole block', ['person-name']],
    ['The property manager (Karen Lee) ignored 4 emails', ['person-name']],
    ['I know where he lives', ['threat']],
    ['Someone should burn down his house', ['threat']],
    ['Tell them to watch their back', ['threat']],
    ['The landlord is a f*cking idiot', ['abuse']],
    ['You bastard, fix the roof', ['abuse']],
    [
      'Landlord Bob is a f*cking idiot and I know where he lives',
      ['person-name', 'threat', 'abuse'],
    ],
  ])('flags %j', (text, kinds) => {
    expect(findConcerns(text)).toEqual(kinds);
  });

  it.each([
    'The landlord never fixed the heater; it was fixed in May 2024 after 3 emails',
    'The agent said no to a pet',
    'the carpet was shit and the oven broken',
    'We kill time at the park nearby',
    'Landlord: replied within a day. Agent: slow.',
    'mr. smith',
    'Close to Newtown station, King Street shops',
    'The owner In 2024 raised the rent by $40',
  ])('lets %j through', (text) => {
    expect(findConcerns(text)).toEqual([]);
  });

  it('says what it found and what to write instead', () => {
    expect(concernsMessage(['person-name', 'threat'])).toBe(
      "This comment seems to name a person (a landlord's or agent's own name) and contain a " +
        'threat. Describing what happened (what broke, what was fixed or not, and when) helps ' +
        'other renters more and keeps you safe.',
    );
  });
});
