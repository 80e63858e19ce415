import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useViewState, type ViewStateControls } from './use-view-state';

const ID = '3f2b8c1e-9a4d-4c2b-8f1e-2a3b4c5d6e7f';

/** The hook inside a router at `entries`, with the location it is at. */
function renderAt(entries: string[]) {
  let location = { pathname: '', search: '' };
  function Probe() {
    const current = useLocation();
    location = { pathname: current.pathname, search: current.search };
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe />
      <Routes>
        <Route path="*" element={children} />
      </Routes>
    </MemoryRouter>
  );
  const hook = renderHook(() => useViewState(), { wrapper });
  return { hook, at: () => `${location.pathname}${location.search}` };
}

function controls(hook: { result: { current: ViewStateControls } }) {
  return hook.result.current;
}

describe('useViewState', () => {
  it('reads the state and the open details from the URL', () => {
    const { hook } = renderAt([`/places/${ID}?lat=-33.9&lon=151.2&z=14&types=House`]);
    expect(controls(hook).detailsId).toBe(ID);
    expect(controls(hook).state.view).toEqual({ lat: -33.9, lon: 151.2, zoom: 14 });
    expect(controls(hook).state.filters.types).toEqual(['House']);
  });

  it('keeps both of two changes made in one tick', () => {
    const { hook, at } = renderAt(['/']);
    act(() => {
      controls(hook).update({ view: { lat: -33.9, lon: 151.2, zoom: 14 } }, { replace: true });
      controls(hook).update({ sort: 'oldest' });
    });
    expect(at()).toBe('/?lat=-33.9&lon=151.2&z=14&sort=oldest');
  });

  it('closes details opened here with Back, landing on the page it came from', () => {
    const { hook, at } = renderAt(['/?lat=-33.9&lon=151.2&z=14']);
    act(() => controls(hook).openDetails(ID));
    expect(at()).toBe(`/places/${ID}?lat=-33.9&lon=151.2&z=14&place=${ID}`);
    act(() => controls(hook).closeDetails());
    expect(at()).toBe('/?lat=-33.9&lon=151.2&z=14');
  });

  it('closes details opened from a link by showing the map page in their place', () => {
    const { hook, at } = renderAt(['/status', `/places/${ID}?z=3&lat=-25&lon=134`]);
    act(() => controls(hook).closeDetails());
    expect(at()).toBe('/?z=3&lat=-25&lon=134');
  });

  it('keeps knowing details were opened here after the map moves under them', () => {
    const { hook, at } = renderAt(['/']);
    act(() => controls(hook).openDetails(ID));
    act(() => controls(hook).update({ view: { lat: -33, lon: 151, zoom: 10 } }, { replace: true }));
    act(() => controls(hook).closeDetails());
    expect(at()).toBe('/');
  });

  it('a part that has not yet seen a navigation to another page changes that page', () => {
    // Two parts of the page (the list and the map), each with its own hook; React has not
    // rendered the map since the list opened the details (a navigation is a transition).
    let at = '';
    function Probe() {
      const location = useLocation();
      at = `${location.pathname}${location.search}`;
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?lat=-33.9&lon=151.2&z=14']}>
        <Probe />
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useViewState(), map: useViewState() }), {
      wrapper,
    });
    const { list, map } = result.current;
    act(() => {
      list.openDetails(ID);
      map.update({ view: { lat: -33.8, lon: 151.2, zoom: 14 } }, { replace: true });
    });
    // The details stay open (the path is the history's); the map's query is its own.
    expect(at).toBe(`/places/${ID}?lat=-33.8&lon=151.2&z=14`);
    // The details entry still knows it was opened here: closing is Back, to the page before.
    act(() => result.current.map.closeDetails());
    expect(at).toBe('/?lat=-33.9&lon=151.2&z=14');
  });
});
