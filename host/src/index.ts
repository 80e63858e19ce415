// Async boundary: shared singletons are negotiated before any app code runs.
// Named, so the build's chunk-groups.json lists what the first load fetches (byte budget).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
