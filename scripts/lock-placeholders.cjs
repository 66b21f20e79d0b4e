/**
 * Keeps `npm ci` working against this machine's npm registry, which does not serve the
 * platform packages of other systems (macOS, Windows, musl… builds of biome, rolldown, rollup).
 * `npm install` then leaves them out of package-lock.json, and `npm ci` refuses the lock as "out
 * of sync" because its ideal tree still holds those optional packages as unresolved, version-less
 * nodes. This script adds one version-less, optional placeholder per such node, exactly where the
 * ideal tree puts it; npm skips optional nodes it cannot install. Run it after changing
 * dependencies: `npm install && node scripts/lock-placeholders.cjs`.
 */
const { execSync } = require('node:child_process');
const { readFileSync, writeFileSync, realpathSync } = require('node:fs');
const { dirname, join } = require('node:path');

const npmRoot = join(dirname(realpathSync(execSync('command -v npm', { shell: '/bin/sh' }).toString().trim())), '..');
const Arborist = require(join(npmRoot, 'node_modules/@npmcli/arborist'));

(async () => {
  const cwd = process.cwd();
  const virtual = new Arborist({ path: cwd });
  await virtual.loadVirtual();
  const locked = new Map(virtual.virtualTree.inventory);
  const ideal = new Arborist({ path: cwd });
  await ideal.buildIdealTree();
  const missing = [...ideal.idealTree.inventory].filter(([key, node]) => !locked.has(key) && node.version === '');
  const lockPath = join(cwd, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  for (const [key] of missing) lock.packages[key] = { dev: true, optional: true };
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lock-placeholders: ${missing.length} placeholder(s) added`);
})();
