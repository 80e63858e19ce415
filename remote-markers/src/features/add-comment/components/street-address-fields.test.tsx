import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type NearbyBuilding } from 'shared';
import { okResponse, savedMarker } from '../../../../test/api-mocks';
import { addCommentTestSession, fillInAndSave, renderAddComment } from '../testing';

/** The map's hand-off for a point whose address is `address`; `road` as Nominatim named it. */
function stateAt(address: string, road?: string) {
  const components = road === undefined ? {} : { road };
  return {
    location: { lat: -33.8978, lon: 151.1789, address },
    locationModel: {
      name: 'Newtown',
      city: 'Sydney',
      country: 'Australia',
      postcode: '2042',
      geocoding_data: { address_components: components },
    },
  };
}

const NUMBERLESS = 'Newtown NSW 2042, Australia';

const NEAR: NearbyBuilding[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    fullAddress: '15 King Street, Newtown NSW 2042',
    streetNumber: '15',
    street: 'King Street',
    suburb: 'Newtown',
    state: 'New South Wales',
    postcode: '2042',
    lat: -33.8978,
    lon: 151.1789,
    commentCount: 2,
    distanceMetres: 4,
  },
];

/** GET answers: `buildings` near the place, nothing said about it yet. */
function answering(buildings: NearbyBuilding[] = []) {
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      Promise.resolve(okResponse(url === '/buildings/near' ? buildings : { content: [] })),
    );
}

const group = () => screen.queryByRole('group', { name: 'Street address' });
const numberField = () => screen.getByRole('textbox', { name: 'Street number (optional)' });
const streetField = () => screen.getByRole('textbox', { name: 'Street (optional)' });

addCommentTestSession();

describe('Street address', () => {
  it('is asked, both fields optional with the hint, when the address has no house number', () => {
    answering();
    renderAddComment(stateAt(NUMBERLESS));
    const fieldset = group()!;
    expect(fieldset).toHaveAccessibleDescription('Add them so your comment joins its building.');
    expect(within(fieldset).getByLabelText('Street number (optional)')).not.toBeRequired();
    expect(within(fieldset).getByLabelText('Street (optional)')).not.toBeRequired();
    expect(streetField()).toHaveValue('');
    expect(streetField()).toHaveAttribute('maxLength', '100');
  });

  it.each([
    '15 King St, Newtown NSW 2042',
    '15, King Street, Newtown, Sydney, New South Wales, 2042, Australia',
  ])('is not asked when the address found has a house number: %j', (address) => {
    answering();
    renderAddComment(stateAt(address, 'King Street'));
    expect(group()).toBeNull();
  });

  it('starts with the street the geocoder found', () => {
    answering();
    renderAddComment(stateAt('King Street, Newtown, Sydney, 2042, Australia', 'King Street'));
    expect(streetField()).toHaveValue('King Street');
    expect(numberField()).toHaveValue('');
  });

  it('sends "{number} {street}, {the rest}" as the address when both are given', async () => {
    answering();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    renderAddComment(stateAt(NUMBERLESS));
    await userEvent.type(numberField(), '15');
    await userEvent.type(streetField(), 'King Street');
    await fillInAndSave();

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      fullAddress: '15 King Street, Newtown NSW 2042, Australia',
      unitNumber: '12',
    });
  });

  it('does not repeat the road the address starts with', async () => {
    answering();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    renderAddComment(stateAt('King Street, Newtown, Sydney, 2042, Australia', 'King Street'));
    await userEvent.type(numberField(), '15-17');
    await fillInAndSave();

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      fullAddress: '15-17 King Street, Newtown, Sydney, 2042, Australia',
    });
  });

  it('sends the address as found while one of them is blank', async () => {
    answering();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    renderAddComment(stateAt(NUMBERLESS));
    await userEvent.type(numberField(), '15');
    await fillInAndSave();

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({ fullAddress: NUMBERLESS });
  });

  it('refuses a street number that is not a house number, on the field', async () => {
    answering();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    renderAddComment(stateAt(NUMBERLESS));
    await userEvent.type(numberField(), 'Fifteen');
    await userEvent.type(streetField(), 'King Street');
    await fillInAndSave();

    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Use a house number like 15 or 15A.');
    expect(numberField()).toBeInvalid();
    expect(numberField()).toHaveAccessibleDescription('Use a house number like 15 or 15A.');
    expect(numberField()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(numberField());
    await userEvent.type(numberField(), '15A');
    expect(screen.queryByText('Use a house number like 15 or 15A.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Comment' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      fullAddress: '15A King Street, Newtown NSW 2042, Australia',
    });
  });

  it('says so when the field is left with a number that is not a house number', async () => {
    answering();
    renderAddComment(stateAt(NUMBERLESS));
    await userEvent.type(numberField(), '15/2');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Use a house number like 15 or 15A.');
  });

  it('is not asked once a known building is chosen, and sends the address as found', async () => {
    answering(NEAR);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(okResponse(savedMarker()));
    renderAddComment(stateAt(NUMBERLESS));
    await userEvent.type(numberField(), '9');
    await userEvent.type(streetField(), 'Queen Street');

    await userEvent.click(await screen.findByRole('radio', { name: /^15 King Street/ }));
    expect(group()).toBeNull();
    await fillInAndSave();

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      buildingId: NEAR[0]!.id,
      fullAddress: NUMBERLESS,
    });
  });

  it('makes Escape ask before dropping what was typed in it', async () => {
    answering();
    renderAddComment(stateAt(NUMBERLESS));
    await userEvent.type(numberField(), '15');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard this comment?' })).toBeInTheDocument();
  });
});
