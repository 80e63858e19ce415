/**
 * For tests of parts that read and write the page's URL (useViewState): renders them in a
 * memory router whose history starts at `path`, and tells where that history is now.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';

export interface RouterProbe {
  pathname: string;
  search: URLSearchParams;
  /** How the current entry was reached: PUSH, REPLACE or POP. */
  action: NavigationType | null;
  navigate: NavigateFunction;
}

export function renderInRouter(ui: ReactNode, path = '/'): RenderResult & { router: RouterProbe } {
  const router: RouterProbe = {
    pathname: '',
    search: new URLSearchParams(),
    action: null,
    navigate: () => undefined,
  };
  function Probe() {
    const location = useLocation();
    router.pathname = location.pathname;
    router.search = new URLSearchParams(location.search);
    router.action = useNavigationType();
    router.navigate = useNavigate();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {ui}
    </MemoryRouter>,
  );
  return { ...result, router };
}
