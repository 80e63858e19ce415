import { addressWithStreet, hasHouseNumber, isHouseNumber } from './street-address';

describe('hasHouseNumber', () => {
  it.each([
    ['15 King St, Newtown NSW 2042', true],
    ['15, King Street, Newtown, Sydney, New South Wales, 2042, Australia', true],
    ['2/15 King Street, Newtown', true],
    ['15A King Street, Newtown', true],
    ['15-17 King Street, Newtown', true],
    ['Unit 3/5 King St, Newtown', true],
    ['Shop 2, 15 King St, Newtown', true],
    ['Newtown NSW 2042, Australia', false],
    ['Newtown, Inner West, New South Wales, 2042, Australia', false],
    ['King Street, Newtown, Sydney, New South Wales, 2042, Australia', false],
    ['Campbell Parade, Bondi NSW 2026', false],
    ['Address not available', false],
    ['', false],
  ])('%j → %s', (address, expected) => {
    expect(hasHouseNumber(address)).toBe(expected);
  });
});

describe('isHouseNumber', () => {
  it.each([
    ['15', true],
    ['15A', true],
    ['15a', true],
    ['15-17', true],
    ['15 - 17', true],
    [' 15 ', true],
    ['', false],
    ['A15', false],
    ['15AB', false],
    ['15/2', false],
    ['Fifteen', false],
    ['15-', false],
  ])('%j → %s', (number, expected) => {
    expect(isHouseNumber(number)).toBe(expected);
  });
});

describe('addressWithStreet', () => {
  it('puts the number and street at the head of the address found', () => {
    expect(
      addressWithStreet('Newtown NSW 2042, Australia', { number: '15', street: 'King Street' }),
    ).toBe('15 King Street, Newtown NSW 2042, Australia');
  });

  it('does not repeat a leading road the geocoder found, or the street typed', () => {
    const found = 'King Street, Newtown, Sydney, 2042, Australia';
    const typed = { number: '15A', street: ' King  Street ' };
    expect(addressWithStreet(found, typed, 'King Street')).toBe(
      '15A King Street, Newtown, Sydney, 2042, Australia',
    );
    expect(addressWithStreet(found, { number: '15', street: 'king street' })).toBe(
      '15 king street, Newtown, Sydney, 2042, Australia',
    );
    expect(addressWithStreet(found, { number: '3', street: 'Queen Street' }, 'King Street')).toBe(
      '3 Queen Street, Newtown, Sydney, 2042, Australia',
    );
  });

  it('writes a range without spaces', () => {
    expect(addressWithStreet('Newtown', { number: '15 - 17', street: 'King St' })).toBe(
      '15-17 King St, Newtown',
    );
  });

  it('is the number and street alone where no address was found', () => {
    const typed = { number: '15', street: 'King Street' };
    expect(addressWithStreet('Address not available', typed)).toBe('15 King Street');
    expect(addressWithStreet('Address not found', typed)).toBe('15 King Street');
  });

  it('is the address as found while either is blank or the number is not a house number', () => {
    const found = 'Newtown NSW 2042, Australia';
    expect(addressWithStreet(found, { number: '', street: 'King Street' }, 'King Street')).toBe(
      found,
    );
    expect(addressWithStreet(found, { number: '15', street: '  ' })).toBe(found);
    expect(addressWithStreet(found, { number: 'Fifteen', street: 'King Street' })).toBe(found);
  });
});
