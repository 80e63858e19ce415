import path from 'node:path';

/**
 * The API speaks to the browser through `shared/contract` only: loading the whole app must not
 * load the browser half of `shared` (its token service, axios client, rxjs bus).
 */
const BROWSER_CODE = /[\\/]node_modules[\\/](axios|rxjs)[\\/]/;
const SHARED_SRC = path.resolve(__dirname, '../../shared/src');

const loadedModules = () => Object.keys(require.cache);

describe('the API and shared', () => {
  it('loads the contract entry and no browser code', () => {
    jest.requireActual('../src/app');
    const loaded = loadedModules();
    expect(loaded).toContain(path.join(SHARED_SRC, 'contract/index.ts'));
    expect(loaded.filter((file) => BROWSER_CODE.test(file))).toEqual([]);
    expect(loaded).not.toContain(path.join(SHARED_SRC, 'index.ts'));
    const sharedBrowserParts = ['auth', 'http', 'bus'].map((dir) => path.join(SHARED_SRC, dir));
    expect(loaded.filter((file) => sharedBrowserParts.some((dir) => file.startsWith(dir)))).toEqual(
      [],
    );
  });

  it('would notice the browser half (the check itself works)', () => {
    jest.requireActual('shared');
    expect(loadedModules().some((file) => BROWSER_CODE.test(file))).toBe(true);
  });
});
