import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface Options {
  /** Remote entry script and manifest time-out; the runtime's own default is 20 s. */
  chunkLoadTimeoutMs: number;
}

/**
 * Runs before shared modules are negotiated, so it must not import `shared`: its settings
 * come from the build (shared/federation) as plugin parameters.
 */
export default function rentMapRuntimePlugin(options: Options): ModuleFederationRuntimePlugin {
  return {
    name: 'rentmap-runtime-plugin',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: options.chunkLoadTimeoutMs };
    },
    // Remote manifests (mf-manifest.json) are fetched, not loaded as scripts: same time-out.
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(options.chunkLoadTimeoutMs) });
    },
  };
}
