import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The map's tests wait through Leaflet's zoom steps and stubbed answers; when the whole suite
// runs beside the API's (`pnpm test`, two workers on two cores) one second is too short for
// Testing Library's waits, so they wait up to five.
configure({ asyncUtilTimeout: 5_000 });
