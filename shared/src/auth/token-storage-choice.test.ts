import { TokenService } from './token-service';
import { createSessionChoiceTokenStorage } from './token-storage';

const first = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const second = { accessToken: 'access-2', refreshToken: 'refresh-2' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const keys = (storage: Storage) => ({
  accessToken: storage.getItem('accessToken'),
  refreshToken: storage.getItem('refreshToken'),
});
const empty = { accessToken: null, refreshToken: null };

describe("createSessionChoiceTokenStorage ('Keep me logged in')", () => {
  it('unchecked: the tokens go to sessionStorage only, never localStorage', () => {
    const storage = createSessionChoiceTokenStorage();
    storage.write(first, { remember: false });
    expect(keys(sessionStorage)).toEqual(first);
    expect(keys(localStorage)).toEqual(empty);
    expect(storage.read()).toEqual(first);
    expect(storage.remembered).toBe(false);
    // Other tabs do not share this sign-in.
    expect(storage.persistent).toBe(false);
  });

  it('checked: the tokens go to localStorage only', () => {
    const storage = createSessionChoiceTokenStorage();
    storage.write(first, { remember: true });
    expect(keys(localStorage)).toEqual(first);
    expect(keys(sessionStorage)).toEqual(empty);
    expect(storage.remembered).toBe(true);
    expect(storage.persistent).toBe(true);
  });

  it('a write without a choice (a refresh) keeps the tokens where they are', () => {
    const storage = createSessionChoiceTokenStorage();
    storage.write(first, { remember: false });
    storage.write(second);
    expect(keys(sessionStorage)).toEqual(second);
    expect(keys(localStorage)).toEqual(empty);

    const remembered = createSessionChoiceTokenStorage();
    remembered.write(first, { remember: true });
    remembered.write(second);
    expect(keys(localStorage)).toEqual(second);
    expect(keys(sessionStorage)).toEqual(empty);
  });

  it('signing in again with the other choice moves the tokens and clears the old place', () => {
    const storage = createSessionChoiceTokenStorage();
    storage.write(first, { remember: true });
    storage.write(second, { remember: false });
    expect(keys(localStorage)).toEqual(empty);
    expect(keys(sessionStorage)).toEqual(second);
    storage.write(first, { remember: true });
    expect(keys(sessionStorage)).toEqual(empty);
    expect(keys(localStorage)).toEqual(first);
  });

  it('clear() (sign out) empties both', () => {
    localStorage.setItem('accessToken', 'stale');
    const storage = createSessionChoiceTokenStorage();
    storage.write(first, { remember: false });
    storage.clear();
    expect(keys(localStorage)).toEqual(empty);
    expect(keys(sessionStorage)).toEqual(empty);
  });

  it("a new page load finds either choice's tokens", () => {
    createSessionChoiceTokenStorage().write(first, { remember: false });
    const reloaded = createSessionChoiceTokenStorage();
    expect(reloaded.read()).toEqual(first);
    expect(reloaded.remembered).toBe(false);
    sessionStorage.clear();

    createSessionChoiceTokenStorage().write(second, { remember: true });
    const later = createSessionChoiceTokenStorage();
    expect(later.read()).toEqual(second);
    expect(later.remembered).toBe(true);
  });

  it('a new browser session (sessionStorage gone) keeps only a remembered sign-in', () => {
    createSessionChoiceTokenStorage().write(first, { remember: false });
    sessionStorage.clear(); // the browser was closed
    expect(createSessionChoiceTokenStorage().read()).toEqual(empty);
  });

  it('falls back to memory when sessionStorage is blocked', () => {
    const storage = createSessionChoiceTokenStorage(
      () => localStorage,
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    );
    storage.write(first, { remember: false });
    expect(storage.read()).toEqual(first);
    expect(keys(localStorage)).toEqual(empty);
  });
});

describe('TokenService with the choice', () => {
  const service = (storage = createSessionChoiceTokenStorage()) =>
    new TokenService({
      storage,
      storageEvents: null,
      refreshRequest: async () => second,
      logoutRequest: async () => undefined,
    });

  it('setSession stores where the sign-in asked; a refresh keeps the choice; signOut clears both', async () => {
    const tokens = service();
    tokens.setSession(first, { remember: false });
    expect(tokens.remembered).toBe(false);
    expect(await tokens.refresh()).toBe('access-2');
    expect(keys(sessionStorage)).toEqual(second);
    expect(keys(localStorage)).toEqual(empty);
    expect(tokens.remembered).toBe(false);

    await tokens.signOut();
    expect(keys(sessionStorage)).toEqual(empty);
    expect(keys(localStorage)).toEqual(empty);
    tokens.dispose();
  });

  it('remembered sign-ins stay in localStorage through a refresh', async () => {
    const tokens = service();
    tokens.setSession(first, { remember: true });
    await tokens.refresh();
    expect(keys(localStorage)).toEqual(second);
    expect(tokens.remembered).toBe(true);
    tokens.dispose();
  });
});
