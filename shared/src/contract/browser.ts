/**
 * The browser's half of `shared/contract`: the route table, error codes, limits, texts and
 * the rules the browser runs, without the TypeBox schemas (whose building at module load,
 * and TypeBox itself, were a sixth of the first load's JavaScript). `shared` exports this,
 * and the contract's types only (`export type *`), so a schema used as a value in the
 * browser is a type error. The schemas import their constants from `values/`: one place
 * for each rule.
 */
export * from '../limits';
export * from '../texts';
export * from './app-routes';
export * from '../remotes';
export * from './user';
export * from './api';
export * from './new-comment-navigation';
export * from './location-model';
export * from './values/routes';
export * from './values/envelope';
export * from './values/comment-fields';
export * from './values/comment-moderation';
export * from './values/publication';
export * from './values/moderation';
export * from './values/place-merges';
export * from './values/photos';
export * from './values/accounts';
export * from './values/settings';
export * from './values/account-data';
export * from './values/preferences';
export * from './values/geo';
export * from './values/static-map';
export * from './values/buildings';
export * from './values/tile-grid';
export * from './values/clusters';
export * from './values/filters';
export * from './values/watched-areas';
export * from './values/feeds';
export * from './values/phone';
export * from './values/push';
export * from './values/rent';
export * from './view-url';
export * from './boot-data';
