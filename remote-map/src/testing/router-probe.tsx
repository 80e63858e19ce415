/**
 * The page's router for map tests: the map reads and writes its state in the URL, so a test
 * reads the URL it wrote and goes Back or Forward as a user would.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

export const page: { location: Location | null; navigate: NavigateFunction | null } = {
  location: null,
  navigate: null,
};

/** Rendered inside the router next to what is tested. */
export function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    Object.assign(page, { location, navigate });
  }, [location, navigate]);
  return null;
}

/** The current URL's query. */
export function urlParams(): URLSearchParams {
  return new URLSearchParams(page.location?.search ?? '');
}

/** Go to a URL inside the app, or Back (-1) / Forward (1). */
export function go(to: string | number): void {
  if (!page.navigate) throw new Error('RouterProbe is not rendered.');
  if (typeof to === 'number') void page.navigate(to);
  else void page.navigate(to);
}
