import type { RemoteInfo } from '../src/diagnostics';

/**
 * Registers this remote with the page (name, its build's version and contract, the React it
 * runs with) and returns what each exposed module exports as `remoteInfo`.
 * A remote calls it once, in `src/register-part.ts`.
 */
export declare function defineRemote(name: string): RemoteInfo;
