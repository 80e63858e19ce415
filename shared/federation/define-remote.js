// Built into each remote (`shared/federation/*` is not one of the shared singletons), so the
// version and contract below are the remote's own, set by its build (createWebpackConfig's
// DefinePlugin), while `registerPart` and React are the page's single copies, which the host
// provides. JavaScript with a .d.ts beside it: it imports `shared` by its package name, as a
// remote does, so the federation runtime hands it the host's copy.
import * as React from 'react';
import { registerPart } from 'shared';

/**
 * What a remote says about itself: registered with the page as the remote loads (the ops view
 * and the single-React/single-bus checks read it), and exported by each exposed module as
 * `remoteInfo`, which the host checks before mounting it.
 * @param {string} name the remote's package name (`remote-map`, …)
 */
export function defineRemote(name) {
  const remoteInfo = {
    name,
    version: process.env.RENTMAP_PACKAGE_VERSION ?? 'dev',
    contractVersion: Number(process.env.RENTMAP_CONTRACT_VERSION ?? Number.NaN),
  };
  registerPart({ ...remoteInfo, react: React });
  return remoteInfo;
}
