// The API in a process of its own, for the fuzz test: a request that spins this process
// cannot stop the test from timing it out (and killing it). Runs the TypeScript sources,
// compiled on load with SWC like jest does, with `shared/contract` from its source too. Configuration
// comes from the environment; prints `{"port":…}` on its IPC channel once listening.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const SHARED_CONTRACT = path.join(__dirname, '../../../shared/src/contract/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === 'shared/contract' ? SHARED_CONTRACT : request, ...rest);
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

async function main() {
  const { loadConfig } = require('../../src/config');
  const { buildApp } = require('../../src/app');
  const app = await buildApp(loadConfig(process.env));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
