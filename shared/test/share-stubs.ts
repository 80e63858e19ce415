// The browser's ways to share a link, stubbed for the tests of Share: the clipboard, the Web
// Share API, and whether the pointer is a phone's.
export const clipboard = { writeText: jest.fn() };
export const share = jest.fn();

/** A phone (coarse pointer, Web Share API) or a desktop (neither). */
export function onPhone(phone: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: phone && query === '(pointer: coarse)',
    media: query,
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(navigator, 'share', {
    value: phone ? share : undefined,
    configurable: true,
  });
}

/** The stubs for every test of the file: each test starts on a desktop, with fresh mocks. */
export function stubSharing() {
  beforeAll(() =>
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true }),
  );
  afterAll(() => Reflect.deleteProperty(navigator, 'clipboard'));
  beforeEach(() => onPhone(false));
  afterEach(() => {
    clipboard.writeText.mockReset();
    share.mockReset();
  });
}
