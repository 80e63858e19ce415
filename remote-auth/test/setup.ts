// jsdom has no TextEncoder; react-router 7 needs one when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test is a new page load: the page's session store forgets the config and user it read.
// (Loaded here, not imported above, so that it loads after the TextEncoder is in place.)
afterEach(async () => (await import('shared')).session.reset());
