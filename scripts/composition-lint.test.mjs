// The lint rules that hold the composition together, proven on
// a small fixture tree: each rule must catch its violation, and the allowed imports must pass.
// Run: node --test scripts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

const CONFIG = path.join(import.meta.dirname, '..', 'eslint.config.mjs');

const FILES = {
  'remote-alpha/package.json': '{ "name": "remote-alpha" }',
  'remote-beta/package.json': '{ "name": "remote-beta" }',
  'remote-beta/src/lib/thing.ts': 'export const thing = 1;\n',
  'remote-alpha/src/lib/format.ts': 'export const format = (s: string) => s;\n',
  'remote-alpha/src/components/button.tsx': 'export const Button = () => null;\n',
  'remote-alpha/src/features/one/api/load.ts': 'export const load = () => 1;\n',
  'remote-alpha/src/features/two/api/save.ts': 'export const save = () => 2;\n',
  'remote-alpha/src/features/two/index.ts': "export { save } from './api/save';\n",
  'remote-alpha/src/exposed/page.tsx': 'export default function Page() { return null; }\n',
  'remote-alpha/test/helpers.ts': 'export const helper = 1;\n',
  'remote-alpha/src/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'remote-alpha/src/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'api/src/module-wiring.ts': 'export const wireModules = () => undefined;\n',
  'api/src/modules/auth/users.repository.ts': 'export const findUserById = () => null;\n',
  'api/src/modules/users/users.service.ts': 'export const getCurrentUser = () => null;\n',
  'api/src/modules/push/push.sender.ts': 'export const sendPush = () => null;\n',
  'api/src/modules/markers/comment-hooks.ts': 'export const commentPublished = {};\n',
  'api/src/modules/moderation/publishing-checks.ts': 'export const CHECKS = {};\n',
  'api/src/modules/alerts/comment-published.ts': 'export const queue = () => null;\n',
  'shared/src/limits.ts': 'export const LIMITS = {};\n',
  'shared/src/texts/phone.ts': 'export const PHONE_TEXTS = {};\n',
  'shared/src/contract/values/routes.ts': 'export const ROUTES = {};\n',
  'shared/src/contract/api.ts': 'export const ERROR_CODES = [];\n',
  'shared/src/http/call.ts': 'export const callRoute = () => null;\n',
  'shared/src/auth/session.ts': 'export const apiClient = {};\n',
  'shared/src/session/use-session.ts': 'export const useSession = () => null;\n',
  'shared/src/bus/bus.ts': 'export const bus = {};\n',
  'shared/src/push/register-on-sign-in.ts': 'export const registerPushOnSignIn = () => null;\n',
  'shared/src/view/share-link.ts': 'export const shareLink = () => null;\n',
};

const root = mkdtempSync(path.join(tmpdir(), 'rentmap-lint-'));
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
process.env.RENTMAP_LINT_ROOT = root;
const eslint = new ESLint({ cwd: root, overrideConfigFile: CONFIG });

/** The rule ids a source would raise at `file` (relative to the fixture root). */
async function rulesFor(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

test.after(() => rmSync(root, { recursive: true, force: true }));

test('a feature imports its own files, lib/ and components/', async () => {
  const source =
    "import { load } from '../api/load';\nimport { format } from '../../../lib/format';\n" +
    "import { Button } from '../../../components/button';\nexport const x = [load, format, Button];\n";
  assert.deepEqual(await rulesFor('remote-alpha/src/features/one/components/x.ts', source), []);
});

test('a feature never imports another feature, not even through its index', async () => {
  for (const target of ['../../two/api/save', '../../two']) {
    const source = `import { save } from '${target}';\nexport const x = save;\n`;
    assert.deepEqual(await rulesFor('remote-alpha/src/features/one/components/x.ts', source), [
      'import-x/no-restricted-paths',
    ]);
  }
});

test('lib/ never imports a feature or an exposed module; sources never import tests', async () => {
  const cases = [
    ['remote-alpha/src/lib/x.ts', "export { load } from '../features/one/api/load';"],
    ['remote-alpha/src/components/x.ts', "export { default } from '../exposed/page';"],
    ['remote-alpha/src/features/one/x.ts', "export { helper } from '../../../test/helpers';"],
  ];
  for (const [file, line] of cases) {
    assert.deepEqual(await rulesFor(file, `${line}\nexport const x = 1;\n`), [
      'import-x/no-restricted-paths',
    ]);
  }
  // exposed/ is where features are put together.
  const exposed = "import { load } from '../features/one/api/load';\nexport const x = load;\n";
  assert.deepEqual(await rulesFor('remote-alpha/src/exposed/x.ts', exposed), []);
});

test('no remote imports another, by name or by path, whatever its name', async () => {
  assert.deepEqual(
    await rulesFor('remote-alpha/src/lib/x.ts', "import 'remote-beta/src/lib/thing';\n"),
    ['no-restricted-imports'],
  );
  assert.deepEqual(
    await rulesFor('remote-alpha/src/lib/x.ts', "import '../../../remote-beta/src/lib/thing';\n"),
    ['import-x/no-relative-packages'],
  );
});

test('import cycles are refused', async () => {
  const [result] = await eslint.lintFiles([path.join(root, 'remote-alpha/src/lib/cycle-a.ts')]);
  assert.deepEqual(
    result.messages.map((message) => message.ruleId),
    ['import-x/no-cycle'],
  );
});

test('hook rules run on .ts modules, not only .tsx', async () => {
  const source =
    "import { useState } from 'react';\n" +
    'export function useThing(on: boolean) {\n  if (on) useState(0);\n}\n';
  assert.ok(
    (await rulesFor('remote-alpha/src/lib/use-thing.ts', source)).includes(
      'react-hooks/rules-of-hooks',
    ),
  );
});

test("the API takes shared's contract, never its browser part", async () => {
  assert.deepEqual(
    await rulesFor('api/src/x.ts', "import { LIMITS } from 'shared';\nexport const x = LIMITS;\n"),
    ['no-restricted-imports'],
  );
  assert.deepEqual(
    await rulesFor(
      'api/src/x.ts',
      "import { LIMITS } from 'shared/contract';\nexport const x = LIMITS;\n",
    ),
    [],
  );
});

test('the page imports a shared library only through its surface; tests import anything', async () => {
  const refused = ['@typescript-eslint/no-restricted-imports'];
  const cases = [
    ["import { createBrowserRouter } from 'react-router-dom';", refused],
    ["import { map } from 'rxjs/operators';", refused],
    ["import { matchPath } from 'react-router';", refused],
    ["import { ReplaySubject } from 'rxjs';", refused],
    ["import { Link } from 'react-router-dom';", []],
    ["import { Subject, map } from 'rxjs';", []],
    ["import type { RouteObject } from 'react-router-dom';", []],
  ];
  const importRules = async (file, line) =>
    (await rulesFor(file, `${line}\n`)).filter((rule) => !rule.endsWith('no-unused-vars'));
  for (const [line, rules] of cases) {
    assert.deepEqual(await importRules('remote-alpha/src/lib/x.ts', line), rules, line);
  }
  const inTest = "import { createBrowserRouter } from 'react-router-dom';";
  assert.deepEqual(await importRules('remote-alpha/src/lib/x.test.ts', inTest), []);
});

/**
 * The layers under `folder`: each [file, target, rules] case re-exports `target` from `file`
 * and raises exactly `rules`; and a type-only import of `name` from a higher layer's `from`,
 * in `file`, is refused as well.
 */
async function assertLayers(folder, cases, [file, name, from]) {
  for (const [caseFile, target, rules] of cases) {
    const source = `export * from '${target}';\n`;
    assert.deepEqual(
      await rulesFor(`${folder}/${caseFile}`, source),
      rules,
      `${caseFile} → ${target}`,
    );
  }
  const typeOnly = `import type { ${name} } from '${from}';\nexport type X = typeof ${name};\n`;
  assert.deepEqual(await rulesFor(`${folder}/${file}`, typeOnly), ['import-x/no-restricted-paths']);
}

test("an API module imports only modules of lower layers, never the app's wiring", async () => {
  const refused = ['import-x/no-restricted-paths'];
  const cases = [
    // Up a layer: comments tell alerts through a hook, accounts never read comments.
    ['markers/x.ts', '../alerts/comment-published', refused],
    ['markers/x.ts', '../moderation/publishing-checks', refused],
    ['auth/x.ts', '../users/users.service', refused],
    // Across one layer: users and push are peers.
    ['users/x.ts', '../push/push.sender', refused],
    ['markers/x.ts', '../../module-wiring', refused],
    // Down: allowed, type imports too.
    ['alerts/x.ts', '../markers/comment-hooks', []],
    ['moderation/x.ts', '../markers/comment-hooks', []],
    ['users/x.ts', '../auth/users.repository', []],
  ];
  await assertLayers('api/src/modules', cases, [
    'markers/y.ts',
    'CHECKS',
    '../moderation/publishing-checks',
  ]);
});

test('a shared/src folder imports only folders of lower layers; tests and the entry may mix', async () => {
  const refused = ['import-x/no-restricted-paths'];
  const cases = [
    // Up a layer: the contract knows nothing of the client, the client nothing of the session.
    ['contract/values/x.ts', '../api', refused],
    ['contract/x.ts', '../http/call', refused],
    ['http/x.ts', '../auth/session', refused],
    ['auth/x.ts', '../session/use-session', refused],
    ['session/x.ts', '../bus/bus', refused],
    ['x.ts', './contract/api', refused],
    // Across one layer: push and view are peers.
    ['view/x.ts', '../push/register-on-sign-in', refused],
    // Down: allowed, from any depth.
    ['contract/x.ts', './values/routes', []],
    ['contract/values/x.ts', '../../limits', []],
    ['auth/x.ts', '../http/call', []],
    ['view/x.ts', '../session/use-session', []],
    ['x.ts', './texts/phone', []],
    ['index.ts', './view/share-link', []],
    // A test checks its folder's code together with a higher layer's.
    ['http/x.test.ts', '../auth/session', []],
  ];
  await assertLayers('shared/src', cases, ['http/y.ts', 'apiClient', '../auth/session']);
});
