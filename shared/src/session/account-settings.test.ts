import { TokenService } from '../auth/token-service';
import { createMemoryTokenStorage } from '../auth/token-storage';
import { DEFAULT_SETTINGS, type Settings, type UpdateSettingsPayload } from '../contract/settings';
import { deferred, testToken as token } from '../../test/fixtures';
import { AccountSettingsStore } from './account-settings';

/** A server keeping one person's settings; each PUT waits until the test answers it. */
function setup() {
  const tokens = new TokenService({ storage: createMemoryTokenStorage(), storageEvents: null });
  let server: Settings = { ...DEFAULT_SETTINGS };
  const puts: Array<{ changes: UpdateSettingsPayload; answer: ReturnType<typeof deferred<void>> }> =
    [];
  const fetchSettings = jest.fn(async () => ({ ...server }));
  const saveSettings = jest.fn(async (changes: UpdateSettingsPayload) => {
    const answer = deferred<void>();
    puts.push({ changes, answer });
    await answer.promise;
    server = { ...server, ...changes };
    return { ...server };
  });
  const store = new AccountSettingsStore({ tokenService: tokens, fetchSettings, saveSettings });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const signIn = (sub = 'u1') => tokens.setSession({ accessToken: token(sub), refreshToken: 'r' });
  return { tokens, store, fetchSettings, saveSettings, puts, settle, signIn };
}

describe('the account settings store', () => {
  it('is anonymous and asks nothing while nobody is signed in', async () => {
    const { store, fetchSettings } = setup();
    expect(store.snapshot.status).toBe('anonymous');
    expect(await store.load()).toBeNull();
    expect(await store.save({ smsNotifications: true })).toBeNull();
    expect(fetchSettings).not.toHaveBeenCalled();
  });

  it('loads once per person and forgets them on sign-out', async () => {
    const { store, fetchSettings, signIn, tokens } = setup();
    signIn();
    expect(store.snapshot.status).toBe('loading');
    await Promise.all([store.load(), store.load()]);
    expect(await store.load()).toEqual(DEFAULT_SETTINGS);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(store.snapshot).toMatchObject({ status: 'ready', settings: DEFAULT_SETTINGS });

    tokens.clear();
    expect(store.snapshot).toMatchObject({ status: 'anonymous', settings: null });
    signIn('u2');
    await store.load();
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });

  it('shows a change at once, saves changes one after another, then says saved', async () => {
    const { store, signIn, puts, settle } = setup();
    signIn();
    await store.load();
    const first = store.save({ locationSharing: 'never' });
    const second = store.save({ smsNotifications: true });
    expect(store.snapshot).toMatchObject({ saving: true, savedCount: 0 });
    expect(store.snapshot.settings).toMatchObject({
      locationSharing: 'never',
      smsNotifications: true,
    });
    await settle();
    // The second PUT waits for the first.
    expect(puts.map((put) => put.changes)).toEqual([{ locationSharing: 'never' }]);
    puts[0]!.answer.resolve();
    await first;
    // The answer to the first does not undo the second, still on its way.
    expect(store.snapshot.settings).toMatchObject({
      locationSharing: 'never',
      smsNotifications: true,
    });
    expect(store.snapshot.saving).toBe(true);
    await settle();
    puts[1]!.answer.resolve();
    await second;
    expect(store.snapshot).toMatchObject({ saving: false, savedCount: 1, saveError: null });
    expect(store.snapshot.settings).toEqual({
      ...DEFAULT_SETTINGS,
      locationSharing: 'never',
      smsNotifications: true,
    });
  });

  it('puts back what the server last confirmed when a save fails, and says why', async () => {
    const { store, signIn, puts, settle } = setup();
    signIn();
    await store.load();
    const saving = store.save({ profileVisibility: 'public' });
    expect(store.snapshot.settings?.profileVisibility).toBe('public');
    await settle();
    const failure = new Error('Too many requests');
    puts[0]!.answer.reject(failure);
    expect(await saving).toBeNull();
    expect(store.snapshot).toMatchObject({ saving: false, saveError: failure, savedCount: 0 });
    expect(store.snapshot.settings?.profileVisibility).toBe('private');
    // The next change clears the error.
    void store.save({ pushNotifications: false });
    expect(store.snapshot.saveError).toBeNull();
  });

  it('says when the settings could not be loaded, and loads again when asked', async () => {
    const { store, signIn, fetchSettings } = setup();
    signIn();
    const failure = new Error('offline');
    fetchSettings.mockRejectedValueOnce(failure);
    expect(await store.load()).toBeNull();
    expect(store.snapshot).toMatchObject({ status: 'error', loadError: failure });
    expect(await store.load(true)).toEqual(DEFAULT_SETTINGS);
    expect(store.snapshot.status).toBe('ready');
  });

  it('drops an answer that arrives after the person changed', async () => {
    const { store, signIn, fetchSettings, tokens } = setup();
    const late = deferred<Settings>();
    fetchSettings.mockReturnValueOnce(late.promise);
    signIn('u1');
    const loading = store.load();
    tokens.clear();
    late.resolve({ ...DEFAULT_SETTINGS, locationSharing: 'always' });
    expect(await loading).toBeNull();
    expect(store.snapshot).toMatchObject({ status: 'anonymous', settings: null });
  });
});
