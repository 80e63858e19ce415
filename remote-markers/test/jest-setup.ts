// jsdom has no TextEncoder/TextDecoder; react-router creates one when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
