import { loadApiClient } from '../src';

// A jest setup file for the packages whose unit tests render pages that call the API (host,
// remote-markers: their jest.config.js lists it). No server answers in unit tests: a call a
// test did not stub fails at once with no answer (as the browser's would with the API down)
// instead of leaving a socket open after the run.
beforeAll(async () => {
  (await loadApiClient()).defaults.adapter = (config) =>
    Promise.reject(
      Object.assign(new Error('Network Error'), {
        isAxiosError: true,
        code: 'ERR_NETWORK',
        config,
        request: {},
      }),
    );
});
