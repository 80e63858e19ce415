import { createFakeWebRoot } from '../fixtures/web-root';
import { startTestAppBeside, useStartedApp, type TestApp } from './test-app';

/**
 * useTestApp serving a fake web root (WEB_ROOT) made with `rootOptions`: `prepare` may add
 * files to it before the app starts and answers further environment variables. The root is
 * removed after the app closes. Read the properties inside tests.
 */
export function useAppOnWebRoot(
  rootOptions: Parameters<typeof createFakeWebRoot>[0] = {},
  prepare: (dir: string) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Omit<TestApp, 'close'> & { readonly webRootDir: string } {
  let dir: string | undefined;
  const t = useStartedApp(async () => {
    const webRoot = await createFakeWebRoot(rootOptions);
    dir = webRoot.dir;
    const root = { close: () => webRoot.remove() };
    let env: Record<string, string>;
    try {
      env = await prepare(webRoot.dir);
    } catch (error) {
      await root.close();
      throw error;
    }
    return startTestAppBeside(root, { env: { WEB_ROOT: webRoot.dir, ...env } });
  });
  return Object.defineProperty(t, 'webRootDir', {
    get: () => {
      if (!dir) throw new Error('The web root is made before the tests (use it inside one).');
      return dir;
    },
  }) as Omit<TestApp, 'close'> & { readonly webRootDir: string };
}
