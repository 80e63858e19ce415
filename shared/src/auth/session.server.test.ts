/** @jest-environment node */
describe('session singletons without a window (server rendering, node tests)', () => {
  it('import without touching browser APIs and keep tokens in memory', async () => {
    expect(typeof window).toBe('undefined');
    const { tokenService, loadApiClient } = await import('./session');
    expect(tokenService.isAuthenticated).toBe(false);
    tokenService.setSession({ accessToken: 'a', refreshToken: 'r' });
    expect(tokenService.snapshot.accessToken).toBe('a');
    expect((await loadApiClient()).defaults.timeout).toBe(30_000);
  });
});
