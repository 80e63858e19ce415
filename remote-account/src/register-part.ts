import * as React from 'react';
import { registerPart, type RemoteInfo } from 'shared';

/** Built into this remote (not read from `shared`, which the host provides at run time). */
export const remoteInfo: RemoteInfo = {
  name: 'remote-account',
  version: process.env.RENTMAP_PACKAGE_VERSION ?? 'dev',
  contractVersion: Number(process.env.RENTMAP_CONTRACT_VERSION ?? Number.NaN),
};

registerPart({ ...remoteInfo, react: React });
