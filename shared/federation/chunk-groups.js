// Build time: chunk-groups.json, the script files of each entry and named async chunk group
// (`import(/* webpackChunkName: "bootstrap" */ …)`) and of each shared module the build
// provides (with the chunks it needs: mf-manifest.json lists only the module's own), and the
// style files of each named group (`styles`, production builds extract them), so tools
// can tell what a first load fetches from the build itself (scripts/first-load-budget.mjs)
// rather than from a browser.
const CHUNK_GROUPS_FILE = 'chunk-groups.json';

const sortedKeys = (object) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));

class ChunkGroupsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (group, extension) =>
            group
              .getFiles()
              .filter((file) => file.endsWith(extension))
              .sort();
          const scripts = (group) => filesOf(group, '.js');
          const named = {};
          const styles = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            named[name] = scripts(group);
            const css = filesOf(group, '.css');
            if (css.length > 0) styles[name] = css;
          }
          const provided = {};
          for (const group of compilation.chunkGroups) {
            for (const { module } of group.origins) {
              // ProvideSharedModule: `_name` is the share key (react-dom, shared, …).
              if (module?.type !== 'provide-module' || typeof module._name !== 'string') continue;
              provided[module._name] = [
                ...new Set([...(provided[module._name] ?? []), ...scripts(group)]),
              ].sort();
            }
          }
          compilation.emitAsset(
            CHUNK_GROUPS_FILE,
            new sources.RawSource(
              `${JSON.stringify(
                {
                  named: sortedKeys(named),
                  provided: sortedKeys(provided),
                  styles: sortedKeys(styles),
                },
                null,
                2,
              )}\n`,
            ),
          );
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin, CHUNK_GROUPS_FILE };
