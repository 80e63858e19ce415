// A remote's own page for developing and testing it alone (`pnpm --filter <remote> serve`).
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/** Design tokens are applied by the caller, which imports `shared` by its package name. */
export function mountStandalone(element: React.ReactElement): void {
  document.body.style.margin = '0';
  const container = document.getElementById('root') as HTMLElement;
  container.style.height = '100vh';
  createRoot(container).render(<BrowserRouter>{element}</BrowserRouter>);
}
