// `npm start` builds the server bundle in the process that then serves it (scripts/start.mjs):
// esbuild's own process, which its API starts for the build, must not outlive the build.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'server-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Builds in a node process of its own, then lists that process's live children from /proc (one
// that has exited but is not yet reaped, state Z, holds no memory).
const child = `
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const { buildServer } = await import(pathToFileURL(process.argv[1] + '/scripts/build-server.mjs').href);
await buildServer(process.argv[2]);
const liveChildren = () => readdirSync('/proc').filter((pid) => /^\\d+$/.test(pid)).flatMap((pid) => {
  try {
    const stat = readFileSync('/proc/' + pid + '/stat', 'utf8');
    const [, name, rest] = stat.match(/^\\d+ \\((.*)\\) (.*)$/s);
    const [state, parent] = rest.split(' ');
    return Number(parent) === process.pid && state !== 'Z' ? [name] : [];
  } catch {
    return [];
  }
});
// esbuild is told to stop when the build ends and exits a moment later: up to five seconds.
let children = liveChildren();
for (let waited = 0; children.length > 0 && waited < 5000; waited += 50) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  children = liveChildren();
}
console.log(JSON.stringify(children));
`;

describe.runIf(process.platform === 'linux')('the server build', () => {
  it('writes the bundle and leaves no esbuild process behind', async () => {
    const outfile = path.join(dir, 'main.mjs');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', child, root, outfile],
      { cwd: root, timeout: 60_000 },
    );
    expect(statSync(outfile).size).toBeGreaterThan(100_000);
    expect(JSON.parse(stdout)).toEqual([]);
    // One byte a character in V8 (keepOneByte): a comment's "→" would double the source's memory.
    expect(readFileSync(outfile, 'latin1')).not.toMatch(/[\u0080-\uffff]/);
  }, 90_000);

  it('escapes what is left beyond ASCII, in comments and regular expressions alike', async () => {
    const { keepOneByte } = await import('./build-server.mjs');
    const file = path.join(dir, 'escaped.mjs');
    writeFileSync(
      file,
      'export const range = /^(\\d+)\\s*(?:-|–|to)\\s*(\\d+)$/; /** a → b 👈 */ export const hand = /👈/u;\n',
    );
    keepOneByte(file);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/[\u0080-\uffff]/);
    expect(text).toContain('/** a \\u2192 b \\ud83d\\udc48 */');
    const { range, hand } = await import(`${pathToFileURL(file).href}?escaped`);
    expect(range.exec('2–5')?.slice(1)).toEqual(['2', '5']);
    expect(hand.test('👈')).toBe(true);
  });
});
