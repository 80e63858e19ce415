/**
 * Google Identity Services' token flow lives in `shared`, where every part of
 * the page that needs a fresh Google token finds it; this module is the sign-in feature's
 * one door to it.
 */
export { GOOGLE_SCOPE, requestGoogleAccessToken } from 'shared';
