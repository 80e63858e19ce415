/**
 * @jest-environment node
 */
// The same sources build to the same bytes in any folder: a small federated build (a container
// with one exposed module and a runtime plugin, as every package has) in two folders.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { FolderFreeIdsPlugin } from '../federation/folder-free-ids';

const SOURCES: Record<string, string> = {
  'src/index.js': "import('./page').then(({ show }) => show('ready'));\n",
  'src/page.js': 'export const show = (text) => { document.title = text; };\n',
  'src/exposed.js': "export const answer = () => 'exposed';\n",
  'src/runtime-plugin.js': "export default () => ({ name: 'test-plugin' });\n",
};

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The emitted files of one build, by name, in a new folder (so a path of its own). */
async function build(withPlugin: boolean): Promise<Record<string, string>> {
  const root = mkdtempSync(path.join(tmpdir(), 'rentmap-ids-'));
  roots.push(root);
  for (const [file, text] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const config: Configuration = {
    mode: 'production',
    context: root,
    entry: { main: './src/index.js' },
    output: { path: path.join(root, 'dist'), chunkFilename: '[name].[contenthash:8].js' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'sample',
        filename: 'remoteEntry.js',
        exposes: { './Exposed': './src/exposed.js' },
        runtimePlugins: [path.join(root, 'src/runtime-plugin.js')],
        dts: false,
        manifest: false,
      }),
      ...(withPlugin ? [new FolderFreeIdsPlugin()] : []),
    ],
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  const dist = path.join(root, 'dist');
  return Object.fromEntries(
    readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]),
  );
}

test('without the plugin, the folder changes the bytes (what the plugin is for)', async () => {
  const [first, second] = [await build(false), await build(false)];
  expect(first['remoteEntry.js']).not.toBe(second['remoteEntry.js']);
}, 60_000);

test('with it, two folders build the same files, byte for byte', async () => {
  const [first, second] = [await build(true), await build(true)];
  expect(Object.keys(first).sort()).toEqual(Object.keys(second).sort());
  for (const file of Object.keys(first)) expect([file, second[file]]).toEqual([file, first[file]]);
}, 60_000);
