/**
 * axios, loaded when the page first calls the API rather than with the page: the
 * map's first screen draws its tiles without it, so its ~20 KB leave the first load. Every
 * call waits for the one load; it is fetched once.
 */
import type { AxiosStatic } from 'axios';

let loading: Promise<AxiosStatic> | null = null;

export function loadAxios(): Promise<AxiosStatic> {
  loading ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed chunk load (offline) is tried again by the next call.
      loading = null;
      throw error;
    },
  );
  return loading;
}
