import { commentTitle } from './comment-title';

describe("a comment's title", () => {
  it('is the unit and the region', () => {
    expect(commentTitle({ unitNumber: '5', region: 'Manly', fullAddress: '5 Ocean St' })).toBe(
      '5 · Manly',
    );
  });

  it('is either one alone when the other is missing', () => {
    expect(commentTitle({ unitNumber: '', region: 'Manly', fullAddress: '5 Ocean St' })).toBe(
      'Manly',
    );
    expect(commentTitle({ unitNumber: '12B', region: undefined })).toBe('12B');
  });

  it('is the address when there is neither unit nor region', () => {
    expect(commentTitle({ unitNumber: ' ', region: null, fullAddress: '5 Ocean St, Manly' })).toBe(
      '5 Ocean St, Manly',
    );
  });

  it("is 'Location' when nothing names it", () => {
    expect(commentTitle({})).toBe('Location');
    expect(commentTitle({ unitNumber: '', region: '', fullAddress: '' })).toBe('Location');
  });
});
