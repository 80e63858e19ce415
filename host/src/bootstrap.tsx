import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BUS_CONTRACT_VERSION,
  applyDesignTokens,
  forgetPushOnSignOut,
  registerPart,
  registerPushOnSignIn,
  tokenService,
} from 'shared';
import * as React from 'react';
import { loadRemotesManifest } from './mf/remotes-manifest';
import { registerManifest } from './mf/load-remote-module';
import { App } from './app';
import { ManifestError } from './pages/manifest-error';
import { openAtBootView } from './routing/boot-view';
import './global.css';

async function start(): Promise<void> {
  applyDesignTokens();
  registerPart({
    name: 'host',
    version: process.env.RENTMAP_PACKAGE_VERSION ?? 'dev',
    contractVersion: BUS_CONTRACT_VERSION,
    react: React,
  });
  // Alerts stop reaching this browser when its user signs out (a shared computer).
  forgetPushOnSignOut(tokenService.state$);
  // A subscription the browser changed without naming the old one reaches the API here.
  registerPushOnSignIn(tokenService.state$);
  // A shared place's page opens at the place, where the server drew its first tile.
  openAtBootView();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const { manifest, warning } = await loadRemotesManifest();
    if (warning) console.warn(`[remotes manifest] using the last good manifest: ${warning}`);
    registerManifest(manifest);
    // A transition: React renders the first screen in slices and lets the browser paint and
    // answer input between them, instead of one long task.
    startTransition(() => root.render(<App />));
  } catch (error) {
    console.error('[remotes manifest]', error);
    root.render(<ManifestError reason={error instanceof Error ? error.message : String(error)} />);
  }
}

void start();
