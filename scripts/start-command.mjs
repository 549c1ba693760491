// `npm start`'s own command (package.json "start"), for the scripts that start the server as a
// child (cluster, bench:storefront, bench-checkout-server, pods:simulate): one place holds its node flags.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** [this node, [flags…, 'scripts/start.mjs']]; the script path is relative to the repository root. */
export function startCommand() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const [program, ...args] = scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}, not node`);
  return [process.execPath, args];
}
