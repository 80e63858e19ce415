import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared';
import { okResponse, savedMarker } from '../../../../test/api-mocks';
import { renderAddComment } from '../testing';
import { sessionForEachTest } from '../../../testing/session';
import { shortComment } from './same-place-comments';

const navigationState = {
  location: { lat: -33.89, lon: 151.27, address: '12 Campbell Parade, Bondi NSW 2026' },
  locationModel: { name: 'Bondi Beach', district: 'Bondi' },
};

const renderDialog = () => renderAddComment(navigationState);

const SAME_PLACE = '/marker/marker-comments/same-place';

/**
 * The API's GET answers: `samePlace` for the same-place list (called each time), and no
 * building near the place (the dialog asks for those too).
 */
function answering(samePlace: () => Promise<unknown>) {
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === '/buildings/near' ? Promise.resolve(okResponse([])) : samePlace(),
    );
}

/** How many times the same-place list was asked for. */
const samePlaceCalls = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => url === SAME_PLACE).length;

sessionForEachTest();
afterEach(() => jest.restoreAllMocks());

describe('Same-place comments while composing', () => {
  it('asks about the place and shows what is already said there, each opening its details in a new tab', async () => {
    const long = `Mould in the bathroom. ${'The agent never answers. '.repeat(10)}`;
    const here = [
      savedMarker({ id: 'a-1', comment: long, unitNumber: '4', author: 'Sam' }),
      savedMarker({ id: 'a-2', comment: 'Noisy on weekends', unitNumber: '' }),
    ];
    const get = answering(async () => okResponse({ content: here }));
    const dialog = renderDialog();

    const section = await within(dialog).findByRole('region', {
      name: 'Already said about this place (2)',
    });
    expect(get).toHaveBeenCalledWith(SAME_PLACE, {
      params: { lat: -33.89, lon: 151.27, fullAddress: '12 Campbell Parade, Bondi NSW 2026' },
      signal: expect.any(AbortSignal),
    });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`“${shortComment(long)}”`);
    expect(items[0]).toHaveTextContent('Unit 4 · By Sam');
    const links = within(section).getAllByRole('link', { name: 'View (opens in a new tab)' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/places/a-1', '/places/a-2']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAccessibleDescription('“Noisy on weekends”');
  });

  it('dates a comment that shows only the building and the month by its month', async () => {
    const coarse = savedMarker({
      comment: 'Cold in winter',
      unitNumber: '',
      author: 'A renter',
      coarse: true,
      createdDate: '2026-11-01T00:00:00.000Z',
    });
    answering(async () => okResponse({ content: [coarse] }));
    const dialog = renderDialog();
    const section = await within(dialog).findByRole('region', {
      name: 'Already said about this place (1)',
    });
    expect(within(section).getByRole('listitem')).toHaveTextContent('By A renter · November 2026');
  });

  it('asks again with the unit number once it is typed', async () => {
    const get = answering(async () => okResponse({ content: [] }));
    renderDialog();
    await waitFor(() => expect(samePlaceCalls(get)).toBe(1));

    await userEvent.type(screen.getByRole('textbox', { name: 'Unit number' }), ' 4B ');
    await waitFor(() => expect(samePlaceCalls(get)).toBe(2));
    expect(get).toHaveBeenLastCalledWith(SAME_PLACE, {
      params: {
        lat: -33.89,
        lon: 151.27,
        fullAddress: '12 Campbell Parade, Bondi NSW 2026',
        unitNumber: '4B',
      },
      signal: expect.any(AbortSignal),
    });
  });

  it('shows nothing when nothing is said about the place yet, or the API cannot say', async () => {
    let answers = 0;
    const get = answering(async () => {
      answers += 1;
      // The unit typed: the API is down this time, and the form carries on without the list.
      if (answers > 1) throw new Error('Network Error');
      return okResponse({ content: [] });
    });
    const dialog = renderDialog();
    await waitFor(() => expect(samePlaceCalls(get)).toBe(1));
    expect(within(dialog).queryByRole('region', { name: /Already said/ })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Unit number' }), '7');
    await waitFor(() => expect(samePlaceCalls(get)).toBe(2));
    expect(within(dialog).queryByRole('region', { name: /Already said/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Unit number' })).toHaveValue('7');
  });

  it('shortens a long comment to 140 characters ending in an ellipsis, and keeps a short one whole', () => {
    expect(shortComment('  Quiet   street ')).toBe('Quiet street');
    const short = shortComment('x'.repeat(300));
    expect(short).toHaveLength(140);
    expect(short.endsWith('…')).toBe(true);
  });
});
