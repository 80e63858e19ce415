// Build time: the same bytes from the same sources, whichever folder the repository is in.
//
// Webpack's deterministic module ids hash each module's name relative to the package, so they
// do not depend on the folder, except for two modules the federation plugin names after a hash
// of absolute paths: its runtime entry (`node_modules/.federation/entry.<hash>.js`, the hash
// taken over a template that imports the runtime and its plugins by absolute path) and the
// container entry (`remoteEntry.js`'s module, whose name holds the runtime entry's path). Their
// ids, and with them the order and compressed size of the chunks that hold them, changed with
// the checkout folder. This plugin gives those two modules fixed ids before the deterministic
// ids are assigned; webpack then gives every other module an id that avoids them.

const PLUGIN = 'FolderFreeIdsPlugin';
/** The runtime entry's file, in the folder the federation plugin writes it to. */
const RUNTIME_ENTRY = /[\\/]\.federation[\\/]entry\.[^\\/]+\.js$/;
/** The ids: short, and never 0, which some runtime code reads as "no module". */
const RUNTIME_ENTRY_ID = 1;
const CONTAINER_ENTRY_ID = 2;

/** The container entry's name begins so (ContainerEntryModule#identifier). */
const CONTAINER_ENTRY = 'container entry (';

/** The file a module was built from; a concatenated module is named after its root module. */
const resourceOf = (module) => (module.rootModule ?? module).resource;

class FolderFreeIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(PLUGIN, (modules) => {
        const { chunkGraph } = compilation;
        for (const module of modules) {
          // A module folded into a concatenated one is in no chunk and gets no id.
          if (chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
          if (module.identifier().startsWith(CONTAINER_ENTRY)) {
            chunkGraph.setModuleId(module, CONTAINER_ENTRY_ID);
          } else if (RUNTIME_ENTRY.test(resourceOf(module) ?? '')) {
            chunkGraph.setModuleId(module, RUNTIME_ENTRY_ID);
          }
        }
      });
    });
  }
}

module.exports = { FolderFreeIdsPlugin };
