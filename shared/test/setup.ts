// jsdom has no TextEncoder; TypeBox (the contract's schemas) needs one when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
