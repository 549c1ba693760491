// The API package's folder (apps/api), from a module's own URL, whether the module runs as
// TypeScript from src/ (tests, `npm run dev`) or bundled into dist/main.mjs (`npm start`, ADR 0017).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `moduleUrl`: the caller's import.meta.url; `depth`: how many folders below apps/api it sits in src/. */
export function apiDir(moduleUrl: string, depth: number): string {
  const here = path.dirname(fileURLToPath(moduleUrl));
  if (path.basename(here) === 'dist') return path.dirname(here);
  return path.resolve(here, ...Array<string>(depth).fill('..'));
}
