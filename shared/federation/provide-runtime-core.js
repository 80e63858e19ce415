// What `experiments.externalRuntime` expects from the page: the runtime core on this global
// (the host's build sets it through inject-external-runtime-core-plugin).
import * as runtimeCore from 'rentmap-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
