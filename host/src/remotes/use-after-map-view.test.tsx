import { act, renderHook } from '@testing-library/react';
import { bus } from 'shared';
import { MAP_VIEW_WAIT_MS, useAfterMapView } from './use-after-map-view';

const VIEW = {
  bounds: { minLon: 150, minLat: -34, maxLon: 151, maxLat: -33 },
  center: { lat: -33.5, lon: 150.5 },
  zoom: 13,
  total: 0,
};
const failed = (remote: 'remote-map' | 'remote-auth') =>
  bus.emit('remote:load-failed', { remote, module: './X', reason: 'HTTP 404' });

// The bus is the page's one: each test leaves the last failure on a remote other than the map.
describe('useAfterMapView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is true at once when the part does not wait', () => {
    expect(renderHook(() => useAfterMapView(false)).result.current).toBe(true);
  });

  it('waits through another remote’s failure, and past the wait loads anyway', () => {
    const { result } = renderHook(() => useAfterMapView(true));
    expect(result.current).toBe(false);

    act(() => failed('remote-auth'));
    act(() => jest.advanceTimersByTime(MAP_VIEW_WAIT_MS - 1));
    expect(result.current).toBe(false);

    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is true once the map failed to load: the list need not wait for a map that will not come', () => {
    const { result } = renderHook(() => useAfterMapView(true));
    expect(result.current).toBe(false);

    act(() => failed('remote-map'));
    expect(result.current).toBe(true);
    act(() => failed('remote-auth'));
  });

  it('is true once the map shows its first view, and at once for a part mounted after it', () => {
    const { result } = renderHook(() => useAfterMapView(true));
    expect(result.current).toBe(false);

    act(() => bus.emit('map:view', VIEW));
    expect(result.current).toBe(true);
    expect(renderHook(() => useAfterMapView(true)).result.current).toBe(true);
  });
});
