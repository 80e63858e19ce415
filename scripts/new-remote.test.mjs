// `pnpm new-remote NAME` on a small fixture tree (the real one is proven by hand: build, jest,
// standalone page). Run: node --test scripts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newRemote, remoteNames } from './new-remote.mjs';

const REMOTES_TS = `export const REMOTES = {
  'remote-map': {
    container: 'remote_map',
    exposes: ['./MapView'],
    port: 3301,
  },
} as const satisfies Record<string, RemoteDeclaration>;
`;

const README = `# RentMap

<!-- remotes-table:start -->

| remote | owns | standalone port |
| --- | --- | --- |
| [\`remote-map\`](remote-map/README.md) | the Leaflet map | 3301 |

<!-- remotes-table:end -->
`;

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'rentmap-new-remote-'));
  const remote = (name, port, deps) => {
    mkdirSync(path.join(root, name));
    writeFileSync(
      path.join(root, name, 'package.json'),
      JSON.stringify({ name, scripts: { serve: `PORT=\${PORT:-${port}} x` }, dependencies: deps }),
    );
  };
  remote('remote-map', 3301, { react: '^19.3.1', shared: 'workspace:*', leaflet: '^1.9.4' });
  remote('remote-auth', 3303, { react: '^19.3.1', shared: 'workspace:*' });
  mkdirSync(path.join(root, 'shared', 'src'), { recursive: true });
  writeFileSync(path.join(root, 'shared', 'src', 'remotes.ts'), REMOTES_TS);
  writeFileSync(path.join(root, 'README.md'), README);
  return root;
}

test('names: chat-room or remote-chat-room make one remote; anything else is refused', () => {
  assert.deepEqual(remoteNames('chat-room'), remoteNames('remote-chat-room'));
  assert.deepEqual(remoteNames('chat-room'), {
    name: 'remote-chat-room',
    container: 'remote_chat_room',
    component: 'ChatRoomPage',
    expose: './ChatRoomPage',
    file: 'chat-room-page',
    title: 'chat room',
    path: '/chat-room',
  });
  for (const bad of ['', 'Chat', 'chat room', '../x', '-x', 'x-', '1x', undefined]) {
    assert.throws(() => remoteNames(bad), /is not a remote name/);
  }
});

test('one folder with build, serve, test and standalone shell; its entry in REMOTES and its README row', (t) => {
  const root = fixture();
  t.after(() => rmSync(root, { recursive: true, force: true }));

  const made = newRemote('chat', root);

  assert.equal(made.port, 3304);
  const dir = path.join(root, 'remote-chat');
  for (const file of [
    'README.md',
    'package.json',
    'webpack.config.js',
    'jest.config.js',
    'tsconfig.json',
    'src/index.ts',
    'src/standalone.tsx',
    'src/register-part.ts',
    'src/exposed/chat-page.tsx',
    'test/setup.ts',
    'test/chat-page.test.tsx',
  ]) {
    assert.ok(existsSync(path.join(dir, file)), file);
  }
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.equal(pkg.name, 'remote-chat');
  assert.equal(pkg.scripts.serve, 'PORT=${PORT:-3304} rentmap-serve-dist');
  // What every remote depends on, not what one of them needs for itself.
  assert.deepEqual(pkg.dependencies, { react: '^19.3.1', shared: 'workspace:*' });
  assert.match(
    readFileSync(path.join(dir, 'src/register-part.ts'), 'utf8'),
    /defineRemote\('remote-chat'\)/,
  );
  assert.match(
    readFileSync(path.join(dir, 'webpack.config.js'), 'utf8'),
    /name: 'remote_chat'[\s\S]*'\.\/ChatPage': '\.\/src\/exposed\/chat-page\.tsx'/,
  );
  // The one list: the host routes and titles its page, the API serves it, e2e deploys it on
  // its port, all from this entry; nothing else is edited by hand.
  const remotes = readFileSync(path.join(root, 'shared', 'src', 'remotes.ts'), 'utf8');
  assert.equal(
    remotes,
    REMOTES_TS.replace(
      '} as const',
      `  'remote-chat': {
    container: 'remote_chat',
    exposes: ['./ChatPage'],
    port: 3304,
    pages: [{ path: '/chat', module: './ChatPage', title: 'Chat' }],
  },
} as const`,
    ),
  );
  assert.equal(
    readFileSync(path.join(root, 'README.md'), 'utf8'),
    README.replace(
      '| 3301 |',
      '| 3301 |\n| [`remote-chat`](remote-chat/README.md) | the chat page, `/chat` | 3304 |',
    ),
  );
  assert.match(readFileSync(path.join(dir, 'README.md'), 'utf8'), /^# remote-chat\n/);

  assert.throws(() => newRemote('chat', root), /remote-chat\/ already exists/);
});
