import { act, renderHook } from '@testing-library/react';
import { FIRST_TILE_ELEMENT_ID, bus } from 'shared';
import { useFirstTileHandoff } from './first-tile';

const VIEW = {
  bounds: { minLon: 150, minLat: -34, maxLon: 151, maxLat: -33 },
  center: { lat: -33.5, lon: 150.5 },
  zoom: 13,
  total: 0,
};

/** The server's drawing, as the API writes it at the top of the map page's body. */
function drawFirstTile(): HTMLElement {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="${FIRST_TILE_ELEMENT_ID}" aria-hidden="true"><picture><img src="/13/1/2.png" alt=""></picture></div>`,
  );
  return document.getElementById(FIRST_TILE_ELEMENT_ID)!;
}

// The bus is the page's one: the map shows its first view in the last tests only.
describe('the hand-over from the server’s first tile to the map', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.getElementById(FIRST_TILE_ELEMENT_ID)?.remove();
  });

  it('drops the drawing at once when the map page closes before the map is shown', () => {
    const drawing = drawFirstTile();
    const { unmount } = renderHook(() => useFirstTileHandoff());
    expect(drawing.isConnected).toBe(true);
    expect(drawing.hasAttribute('data-done')).toBe(false);
    unmount();
    expect(drawing.isConnected).toBe(false);
  });

  it('hands over as soon as the map has loaded the same tile, before its first view', async () => {
    const drawing = drawFirstTile();
    renderHook(() => useFirstTileHandoff());
    const map = document.createElement('div');
    document.body.append(map);
    // Another tile, and the same one still loading: the drawing stays.
    map.innerHTML =
      '<img class="leaflet-tile leaflet-tile-loaded" src="/13/1/3.png">' +
      '<img class="leaflet-tile" src="/13/1/2.png">';
    await act(async () => jest.advanceTimersByTime(100));
    expect(drawing.hasAttribute('data-done')).toBe(false);

    // Leaflet marks it loaded: the map shows it now.
    await act(async () => map.lastElementChild!.classList.add('leaflet-tile-loaded'));
    expect(drawing.hasAttribute('data-done')).toBe(true);
    map.remove();
  });

  it('keeps the drawing until the map shows its first view, then fades it out and removes it', () => {
    const drawing = drawFirstTile();
    renderHook(() => useFirstTileHandoff());
    act(() => jest.advanceTimersByTime(1_000));
    expect(drawing.hasAttribute('data-done')).toBe(false);

    act(() => bus.emit('map:view', VIEW));
    expect(drawing.hasAttribute('data-done')).toBe(true);
    expect(drawing.isConnected).toBe(true);
    drawing.dispatchEvent(new Event('transitionend'));
    expect(drawing.isConnected).toBe(false);
  });

  it('removes the drawing even when its fade never ends (no transition)', () => {
    const drawing = drawFirstTile();
    renderHook(() => useFirstTileHandoff());
    expect(drawing.hasAttribute('data-done')).toBe(true);
    act(() => jest.advanceTimersByTime(999));
    expect(drawing.isConnected).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(drawing.isConnected).toBe(false);
  });

  it('does nothing on a page the server drew no tile on', () => {
    expect(() => renderHook(() => useFirstTileHandoff()).unmount()).not.toThrow();
  });
});
