/** @jest-environment node */
import { LIMITS } from '../limits';
import { isPhotoSizeAllowed } from './photos';

describe('the photo size rule (under 5 MB, i.e. 5242880 bytes)', () => {
  it('takes a photo of up to and including 5242880 bytes', () => {
    expect(LIMITS.maxPhotoBytes).toBe(5_242_880);
    expect(isPhotoSizeAllowed(1)).toBe(true);
    expect(isPhotoSizeAllowed(5_242_880)).toBe(true);
  });

  it('refuses one byte more', () => {
    expect(isPhotoSizeAllowed(5_242_881)).toBe(false);
  });
});
