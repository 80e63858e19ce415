import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type NearbyBuilding } from 'shared';
import { okResponse, savedMarker } from '../../../../test/api-mocks';
import { addCommentTestSession, fillInAndSave, renderAddComment } from '../testing';

const navigationState = {
  location: { lat: -42.8826, lon: 147.3257, address: 'Elizabeth Street, Hobart TAS 7000' },
  locationModel: { name: 'Hobart', state: 'Tasmania', city: 'Hobart', postcode: '7000' },
};

const building = (overrides: Partial<NearbyBuilding>): NearbyBuilding => ({
  id: '11111111-1111-4111-8111-111111111111',
  fullAddress: '40 Elizabeth Street, Hobart TAS 7000',
  streetNumber: '40',
  street: 'Elizabeth Street',
  suburb: 'Hobart',
  state: 'Tasmania',
  postcode: '7000',
  lat: -42.88262,
  lon: 147.3257,
  commentCount: 3,
  distanceMetres: 2.4,
  ...overrides,
});

const NEAR = [
  building({}),
  building({
    id: '22222222-2222-4222-8222-222222222222',
    streetNumber: '42',
    commentCount: 1,
    distanceMetres: 17.6,
  }),
];

/** GET answers: `buildings` near the place, nothing said about it yet. */
function answering(buildings: NearbyBuilding[]) {
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      Promise.resolve(okResponse(url === '/buildings/near' ? buildings : { content: [] })),
    );
}

const renderDialog = () => renderAddComment(navigationState);

addCommentTestSession();

describe('Which building is it?', () => {
  it('offers the buildings near the place, nearest first, and the address found', async () => {
    const get = answering(NEAR);
    const dialog = renderDialog();

    const group = await within(dialog).findByRole('group', { name: 'Which building is it?' });
    expect(get).toHaveBeenCalledWith(
      '/buildings/near',
      expect.objectContaining({ params: { lat: -42.8826, lon: 147.3257 } }),
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      '40 Elizabeth Street, Hobart · 3 comments · 2 m away',
      '42 Elizabeth Street, Hobart · 1 comment · 18 m away',
      'The address found here: Elizabeth Street, Hobart TAS 7000',
    ]);
    expect(within(group).getByRole('radio', { name: /The address found here/ })).toBeChecked();
  });

  it('sends the building chosen with the comment', async () => {
    answering(NEAR);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    renderDialog();

    await userEvent.click(await screen.findByRole('radio', { name: /^42 Elizabeth Street/ }));
    await fillInAndSave();

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      buildingId: '22222222-2222-4222-8222-222222222222',
      fullAddress: 'Elizabeth Street, Hobart TAS 7000',
      unitNumber: '12',
    });
  });

  it('asks nothing of the author where no building is known nearby: the address places it', async () => {
    const get = answering([]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    const dialog = renderDialog();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/buildings/near', expect.anything()));

    expect(within(dialog).queryByRole('group', { name: 'Which building is it?' })).toBeNull();
    await fillInAndSave();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).not.toHaveProperty('buildingId');
  });
});
