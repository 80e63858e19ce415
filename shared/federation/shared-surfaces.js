// Build time: the part of each large shared library that the composition uses.
// A shared singleton cannot be tree-shaken by its consumers, since any remote may ask for any
// export, so webpack would ship all of react-router (~52 KB compressed) and rxjs (~16 KB) on
// the first load. Instead each build provides a small module that re-exports only these
// names from the library, and webpack drops the rest. The lint (eslint.config.mjs) lets
// browser sources import only these names, so nothing can ask for one that is not there.
// Adding a name here is the one step that makes it available to every remote.
const fs = require('node:fs');
const path = require('node:path');

/** Package → the names the composition may import from it. */
const SHARED_SURFACES = {
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientContext',
    'QueryClientProvider',
    'useInfiniteQuery',
    'useQuery',
  ],
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'Navigate',
    'NavLink',
    'Outlet',
    'Route',
    'Routes',
    'UNSAFE_NavigationContext',
    'matchRoutes',
    'useInRouterContext',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  rxjs: [
    'BehaviorSubject',
    'Observable',
    'Subject',
    'Subscription',
    'distinctUntilChanged',
    'filter',
    'firstValueFrom',
    'map',
    'merge',
    'pairwise',
    'take',
    'timer',
  ],
};

/** How a surface module names the whole library without being matched as the shared key. */
const FULL_PREFIX = 'rentmap-full-library/';

/** The package's directory as the building package resolves it. */
function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * The library's ES module entry (tree-shakable): its `es2015` build where it has one (rxjs),
 * else its `module` field.
 */
function esEntry(name, fromDir) {
  const dir = packageDir(name, fromDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = pkg.es2015 ?? pkg.module;
  if (!entry) throw new Error(`${name} has no ES module build to tree-shake`);
  return path.join(dir, entry);
}

/**
 * For the package at `dir`: the `shared` options that provide each surface instead of the
 * whole library, and the aliases its surface modules import the library by. The surface
 * modules are written under the package's node_modules/.cache, so their paths (and the
 * build's module ids) are the same on every machine.
 */
function sharedSurfaces(dir) {
  const outDir = path.join(dir, 'node_modules', '.cache', 'rentmap-shared-surfaces');
  fs.mkdirSync(outDir, { recursive: true });
  const shared = {};
  const alias = {};
  for (const [name, exports] of Object.entries(SHARED_SURFACES)) {
    const file = path.join(outDir, `${name.replace('/', '+')}.js`);
    const text = `export { ${exports.join(', ')} } from '${FULL_PREFIX}${name}';\n`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
      fs.writeFileSync(file, text);
    }
    const { version } = require(path.join(packageDir(name, dir), 'package.json'));
    shared[name] = { import: file, version };
    alias[`${FULL_PREFIX}${name}$`] = esEntry(name, dir);
  }
  return { shared, alias };
}

module.exports = { SHARED_SURFACES, sharedSurfaces };
