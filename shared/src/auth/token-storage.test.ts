import { createTokenStorage, type KeyValueStorage } from './token-storage';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

/** A storage that works until told to fail, like Safari's private mode or a full quota. */
function flakyStorage() {
  const items = new Map<string, string>();
  const state = { failReads: false, failWrites: false };
  const storage: KeyValueStorage = {
    getItem: (key) => {
      if (state.failReads) throw new DOMException('denied', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (state.failWrites) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { storage, items, state };
}

afterEach(() => localStorage.clear());

describe('createTokenStorage', () => {
  it("keeps both tokens in localStorage under 'accessToken' and 'refreshToken'", () => {
    const storage = createTokenStorage();
    storage.write(tokens);
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(storage.persistent).toBe(true);
    // A new page load reads them back.
    expect(createTokenStorage().read()).toEqual(tokens);

    storage.clear();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(storage.read()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('falls back to memory when localStorage cannot even be reached', () => {
    const storage = createTokenStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    storage.write(tokens);
    expect(storage.read()).toEqual(tokens);
    expect(storage.persistent).toBe(false);
    storage.clear();
    expect(storage.read()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('falls back to memory when a write throws, without reading a stale token later', () => {
    const { storage: backing, items, state } = flakyStorage();
    const storage = createTokenStorage(() => backing);
    storage.write(tokens);
    state.failWrites = true;
    storage.write({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(storage.read()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(items.size).toBe(0); // the stale pair was removed
    expect(storage.persistent).toBe(false);
  });

  it('falls back to memory when reads start to throw', () => {
    const { storage: backing, state } = flakyStorage();
    const storage = createTokenStorage(() => backing);
    state.failReads = true;
    expect(storage.read()).toEqual({ accessToken: null, refreshToken: null });
    storage.write(tokens);
    expect(storage.read()).toEqual(tokens);
  });

  it('uses memory when there is no storage at all (server side)', () => {
    const storage = createTokenStorage(() => undefined);
    storage.write(tokens);
    expect(storage.read()).toEqual(tokens);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
