import { configure } from '@testing-library/react';

// `pnpm test` runs the browser packages' tests beside the API's, with both cores busy: there a
// request asked at a pause in typing and its answer can outlast Testing Library's one-second
// wait without anything being wrong, so its waits last up to five seconds. A wait whose
// element is there returns at once; only a failing one takes longer.
configure({ asyncUtilTimeout: 5_000 });
// A test as a whole gets room for a few such waits (jest's own default is those five seconds).
jest.setTimeout(20_000);
