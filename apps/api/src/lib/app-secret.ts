// APP_SECRET signs and encrypts; without one, the embedded setup generates it into DATA_DIR once.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomText } from './crypto.ts';

export function resolveAppSecret(config: { APP_SECRET?: string; DATA_DIR: string }): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.resolve(config.DATA_DIR, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomText(32, 'base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
