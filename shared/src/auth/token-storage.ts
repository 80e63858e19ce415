/**
 * Where the two tokens live between page loads: browser local storage, or memory
 * when local storage is missing or refuses to work (private mode, storage quota, blocked
 * cookies), so signing in still works for the life of the page.
 */
import type { AuthTokens } from '../contract/api';

export const TOKEN_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export interface TokenStorage {
  read(): StoredTokens;
  /**
   * Stores both tokens. `remember` ('Keep me logged in') picks where, for a storage that can
   * choose (`createSessionChoiceTokenStorage`); left out, they stay where they were.
   */
  write(tokens: AuthTokens, options?: { remember?: boolean }): void;
  clear(): void;
  /** True when the tokens are in the shared browser storage, so other tabs see them. */
  readonly persistent: boolean;
  /**
   * Whether the tokens outlive the browser session ('Keep me logged in' was checked). A
   * storage that cannot choose answers whether it keeps them across page loads at all.
   */
  readonly remembered?: boolean;
}

/** Only the part of the Web Storage API we use, so tests can hand in anything that fits. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultLocalStorage(): KeyValueStorage | undefined {
  // Reading window.localStorage itself throws a SecurityError when storage is blocked.
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function defaultSessionStorage(): KeyValueStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

export function createMemoryTokenStorage(): TokenStorage {
  let tokens: StoredTokens = { accessToken: null, refreshToken: null };
  return {
    persistent: false,
    read: () => ({ ...tokens }),
    write: ({ accessToken, refreshToken }) => {
      tokens = { accessToken, refreshToken };
    },
    clear: () => {
      tokens = { accessToken: null, refreshToken: null };
    },
  };
}

/**
 * Local storage with a memory fallback. After the first failure everything stays in memory
 * for the rest of the page: mixing the two would let a stale token left in local storage
 * win over the one just written to memory.
 */
export function createTokenStorage(
  getStorage: () => KeyValueStorage | undefined = defaultLocalStorage,
): TokenStorage {
  const memory = createMemoryTokenStorage();
  let storage: KeyValueStorage | undefined;
  try {
    storage = getStorage();
  } catch {
    storage = undefined;
  }

  function fallBackToMemory(): void {
    const failed = storage;
    storage = undefined;
    try {
      failed?.removeItem(TOKEN_STORAGE_KEYS.accessToken);
      failed?.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
    } catch {
      // Nothing more we can do about a storage that refuses even removals.
    }
  }

  return {
    get persistent() {
      return storage !== undefined;
    },
    read() {
      if (storage) {
        try {
          return {
            accessToken: storage.getItem(TOKEN_STORAGE_KEYS.accessToken),
            refreshToken: storage.getItem(TOKEN_STORAGE_KEYS.refreshToken),
          };
        } catch {
          fallBackToMemory();
        }
      }
      return memory.read();
    },
    write(tokens) {
      memory.write(tokens);
      if (!storage) return;
      try {
        storage.setItem(TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
        storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
      } catch {
        fallBackToMemory();
      }
    },
    clear() {
      memory.clear();
      if (!storage) return;
      try {
        storage.removeItem(TOKEN_STORAGE_KEYS.accessToken);
        storage.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
      } catch {
        fallBackToMemory();
      }
    },
  };
}

/**
 * 'Keep me logged in'. Checked: the tokens go to local storage, kept across
 * browser restarts and seen by every tab. Unchecked: to session storage, gone when the
 * browser session ends (the API also gives such a sign-in a short refresh lifetime,
 * SESSION_REFRESH_TOKEN_TTL), never written to local storage. A write without a choice (a
 * refresh) keeps the tokens where they are; signing in again moves them and clears the other
 * place; clear() empties both. At start the session storage's tokens win: this tab's own
 * sign-in is newer than anything an earlier browser session left behind.
 */
export function createSessionChoiceTokenStorage(
  getLocal: () => KeyValueStorage | undefined = defaultLocalStorage,
  getSession: () => KeyValueStorage | undefined = defaultSessionStorage,
): TokenStorage {
  const local = createTokenStorage(getLocal);
  const session = createTokenStorage(getSession);
  let remembered = session.read().refreshToken === null && session.read().accessToken === null;
  const current = () => (remembered ? local : session);

  return {
    get persistent() {
      return remembered && local.persistent;
    },
    get remembered() {
      return remembered;
    },
    read() {
      return current().read();
    },
    write(tokens, options = {}) {
      if (options.remember !== undefined && options.remember !== remembered) {
        current().clear();
        remembered = options.remember;
      }
      current().write(tokens);
    },
    clear() {
      local.clear();
      session.clear();
    },
  };
}
