import * as React from 'react';
import { registerPart } from 'shared';

registerPart({
  name: 'remote-account',
  version: process.env.RENTMAP_PACKAGE_VERSION ?? 'dev',
  react: React,
});
