/**
 * The window map tests run in. jsdom lays nothing out, so every element is 0x0 and Leaflet's
 * view would be a point; and it has no `matchMedia`. Called at the top of a test file.
 */
export function onLaptopWindow(): void {
  // The map needs a size for its view to be a box and to fit bounds: 800x600, as a small
  // laptop window.
  beforeAll(() => {
    const sized = (px: number) =>
      function (this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? px : 0;
      };
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: sized(800),
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: sized(600),
    });
    // Users who ask for less motion get jumps: the map's view changes at once. Wide screen
    // (the phone layout's query does not match).
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => {
    // jsdom's own getters (on Element) show through again.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    delete (window as Partial<Window>).matchMedia;
  });
}
