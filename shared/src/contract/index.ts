/**
 * `shared/contract`: the isomorphic half of `shared`, what the API and the browser agree on.
 * Schemas and the types derived from them, the route table, error codes, limits and texts.
 * Nothing here may import browser code (axios, rxjs, the bus, the token service, `window`):
 * the API imports this entry only, and the browser gets it re-exported from `shared`.
 * It is the browser's half (./browser) and the TypeBox schemas built on it.
 */
export * from './browser';
// The privacy check's rule: the API applies it here; the browser imports it from
// 'shared/privacy-check', bundled by the one remote that warns with it, off the first load.
export * from '../moderation/privacy-check';
export * from './route-schemas';
export * from './envelope';
export * from './comment-fields';
export * from './markers';
export * from './buildings';
export * from './own-comments';
export * from './comment-moderation';
export * from './comment-notices';
export * from './publication';
export * from './moderation';
export * from './place-merges';
export * from './photos';
export * from './accounts';
export * from './settings';
export * from './account-data';
export * from './move-in-kit';
export * from './preferences';
export * from './system';
export * from './geo';
export * from './static-map';
export * from './bbox';
export * from './clusters';
export * from './filters';
export * from './watched-areas';
export * from './alerts';
export * from './feeds';
export * from './phone';
export * from './push';
export { DESIGN_TOKENS } from '../design-tokens';
export * from './conditions';
export * from './rent';
