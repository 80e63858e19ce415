// The host's unit tests: the shared test values, and where the router is.
import { useLocation } from 'react-router-dom';

export { SAME_ORIGIN_MANIFEST, USER, testToken } from '../../shared/test/fixtures';

/** The router's current path, for a test to read as `getByTestId('where')`. */
export function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
