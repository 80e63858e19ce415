import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from 'shared';
import { MapLayout } from './map-layout';

// Each slot as what it was asked to load and how it shows a load or a failure.
jest.mock('../remotes/remote-slot', () => ({
  RemoteSlot: ({
    remote,
    module,
    loading,
    fallback,
  }: {
    remote: string;
    module: string;
    loading?: unknown;
    fallback?: unknown;
  }) => (
    <div
      data-testid={`${remote}${module.slice(1)}`}
      data-quiet-loading={loading === null}
      data-quiet-failure={fallback === null}
    />
  ),
}));

function renderLayout() {
  return render(
    <MemoryRouter>
      <MapLayout />
    </MemoryRouter>,
  );
}

describe('MapLayout', () => {
  it("puts the phone's place sheet over the map, quiet while it loads and if it fails", () => {
    renderLayout();
    const map = screen.getByRole('region', { name: 'Map' });
    const sheet = within(map).getByTestId('remote-markers/PlaceSheet');
    expect(sheet).toHaveAttribute('data-quiet-loading', 'true');
    expect(sheet).toHaveAttribute('data-quiet-failure', 'true');
    // The map and the panel keep their own fallbacks.
    expect(within(map).getByTestId('remote-map/MapView')).toHaveAttribute(
      'data-quiet-failure',
      'false',
    );
    expect(screen.getByTestId('remote-markers/SavedMarkersPanel')).toHaveAttribute(
      'data-quiet-failure',
      'false',
    );
  });

  it('shows the map on a phone when a place is selected', () => {
    const { container } = renderLayout();
    const layout = container.firstElementChild as HTMLElement;
    act(() => screen.getByRole('button', { name: 'Show List' }).click());
    expect(layout).toHaveAttribute('data-view', 'list');
    act(() => bus.emit('marker:select', { id: 'a', position: { lat: 1, lon: 2 }, source: 'list' }));
    expect(layout).toHaveAttribute('data-view', 'map');
  });

  it("is the route's one main, with one h1, and the first-visit hint over the map", () => {
    localStorage.clear();
    renderLayout();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const map = screen.getByRole('region', { name: 'Map' });
    expect(within(map).getByRole('note', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Saved Markers' })).toBeInTheDocument();
  });
});
