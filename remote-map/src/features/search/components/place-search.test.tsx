import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiClient, type GeoPlace } from 'shared';
import { MapStateProvider, useMapState } from '../../../lib/map-state';
import { PlaceSearch } from './place-search';

function place(name: string, displayName: string, lat = '-33.9', lon = '151.2'): GeoPlace {
  return {
    place_id: name,
    licence: 'test',
    osm_type: null,
    osm_id: null,
    lat,
    lon,
    class: 'place',
    type: 'suburb',
    place_rank: 19,
    importance: null,
    addresstype: 'suburb',
    name,
    display_name: displayName,
    address: {},
    namedetails: {},
    extratags: null,
    boundingbox: null,
    source: 'offline',
  };
}

const NEWTOWN = place('Newtown', 'Newtown, Sydney, New South Wales, 2042, Australia');
const ENMORE = place(
  'Enmore',
  'Enmore, Sydney, New South Wales, 2042, Australia',
  '-33.90',
  '151.17',
);

function StateProbe() {
  const { state } = useMapState();
  return (
    <output data-testid="probe">
      {JSON.stringify({
        selected: state.selectedLocation,
        address: state.selectedAddress,
        markers: state.markers.length,
      })}
    </output>
  );
}

function renderSearch() {
  render(
    <MapStateProvider>
      <PlaceSearch />
      <StateProbe />
    </MapStateProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search places' });
}

const probe = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}');

function answer(results: GeoPlace[]) {
  return { data: { success: true, data: results } };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  // The query cache tells the screen about an answer on a zero-delay timer of its own.
  await act(async () => {
    jest.advanceTimersByTime(0);
  });
}

/** The API answering every search with `reply`; `query` typed into the box, 400 ms ago. */
async function searchFor(query: string, reply: unknown) {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue(reply);
  const input = renderSearch();
  fireEvent.change(input, { target: { value: query } });
  await advance(400);
  return { get, input };
}

describe('PlaceSearch', () => {
  it('asks our API once, 400 ms after the last keystroke', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(answer([NEWTOWN]));
    const input = renderSearch();

    for (const value of ['n', 'ne', 'new', 'newt', 'newto', 'newtow', 'newtown']) {
      fireEvent.change(input, { target: { value } });
      await advance(100);
    }
    expect(get).not.toHaveBeenCalled();
    await advance(300);

    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(
      '/geo/search',
      expect.objectContaining({ params: { q: 'newtown' }, skipAuth: true }),
    );
  });

  it('waits for at least 3 characters besides spaces', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(answer([NEWTOWN]));
    const input = renderSearch();
    fireEvent.change(input, { target: { value: '  ne   ' } });
    await advance(1000);
    expect(get).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  new ' } });
    await advance(400);
    expect(get).toHaveBeenCalledWith(
      '/geo/search',
      expect.objectContaining({ params: { q: 'new' } }),
    );
  });

  it('shows the main name in bold and the next two address parts', async () => {
    const { input } = await searchFor('newtown', answer([NEWTOWN, ENMORE]));

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]!.querySelector('strong')).toHaveTextContent('Newtown');
    expect(options[0]!.querySelector('span')).toHaveTextContent(/^Sydney, New South Wales$/);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('never lets an older answer replace a newer one', async () => {
    let resolveOld: (value: unknown) => void = () => undefined;
    jest
      .spyOn(apiClient, 'get')
      .mockImplementationOnce(() => new Promise((resolve) => (resolveOld = resolve)))
      .mockResolvedValueOnce(answer([ENMORE]));
    const input = renderSearch();

    fireEvent.change(input, { target: { value: 'newtown' } });
    await advance(400);
    fireEvent.change(input, { target: { value: 'enmore' } });
    await advance(400);
    await act(async () => resolveOld(answer([NEWTOWN])));

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Enmore');
  });

  it('clears the results silently when the search fails', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(answer([NEWTOWN]))
      .mockRejectedValueOnce(new Error('HTTP 503'));
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'newtown' } });
    await advance(400);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.change(input, { target: { value: 'newtown nsw' } });
    await advance(400);
    expect(screen.queryByText('Newtown')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves with the arrows, chooses with Enter and clears the search', async () => {
    const { input } = await searchFor('newtown', answer([NEWTOWN, ENMORE]));

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    expect(probe()).toEqual({
      selected: { lat: -33.9, lng: 151.17 },
      address: 'Enmore, Sydney, New South Wales, 2042, Australia',
      markers: 1,
    });
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(answer([NEWTOWN]));
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'newtown' } });
    await advance(400);
    expect(screen.getByRole('listbox')).toBeVisible();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('newtown');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('chooses a result with the mouse', async () => {
    const { input } = await searchFor('newtown', answer([NEWTOWN]));
    fireEvent.mouseDown(screen.getByRole('option'));
    expect(input).toHaveValue('');
    expect(probe().address).toBe('Newtown, Sydney, New South Wales, 2042, Australia');
  });

  it('says when nothing was found', async () => {
    await searchFor('zzzz', answer([]));
    expect(screen.getByRole('option')).toHaveTextContent('No places found');
  });

  describe('a street address without the online search service', () => {
    const NOTE = 'Street addresses need the online search service; showing suburbs.';
    const SYDNEY = place('Sydney', 'Sydney, New South Wales, 2000, Australia');
    const suburbsOnly = (results: GeoPlace[]) => ({
      data: { success: true, data: results, notice: 'street-level-unavailable' },
    });

    it('shows the suburbs with a short note under them', async () => {
      const { get, input } = await searchFor('12 George St Sydney', suburbsOnly([SYDNEY]));

      expect(get).toHaveBeenCalledWith(
        '/geo/search',
        expect.objectContaining({ params: { q: '12 George St Sydney' } }),
      );
      expect(screen.getByRole('option')).toHaveTextContent('Sydney');
      const note = screen.getByText(NOTE);
      expect(note).toBeVisible();
      // After the list, and read out with the input.
      expect(
        screen.getByRole('listbox').compareDocumentPosition(note) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(input).toHaveAccessibleDescription(NOTE);
      const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live'));
      expect(live).toHaveTextContent(`1 results. ${NOTE}`);
    });

    it('shows the note with no suburb found too', async () => {
      await searchFor('12 George St', suburbsOnly([]));

      expect(screen.getByRole('option')).toHaveTextContent('No places found');
      expect(screen.getByText(NOTE)).toBeVisible();
    });

    it('has no note for an answer without the notice, or once the list closes', async () => {
      jest
        .spyOn(apiClient, 'get')
        .mockResolvedValueOnce(suburbsOnly([SYDNEY]))
        .mockResolvedValueOnce(answer([NEWTOWN]));
      const input = renderSearch();
      fireEvent.change(input, { target: { value: '12 George St Sydney' } });
      await advance(400);
      expect(screen.getByText(NOTE)).toBeVisible();

      fireEvent.keyDown(input, { key: 'Escape' });
      expect(screen.queryByText(NOTE)).toBeNull();

      fireEvent.change(input, { target: { value: 'newtown' } });
      await advance(400);
      expect(screen.getByRole('option')).toHaveTextContent('Newtown');
      expect(screen.queryByText(NOTE)).toBeNull();
      expect(input).not.toHaveAttribute('aria-describedby');
    });
  });
});
