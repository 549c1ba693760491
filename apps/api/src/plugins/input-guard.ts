// Text never reaches the database raw (DESIGN §5): a control character — NUL above all, which
// PostgreSQL cannot store and answers with an error — in any string of a request's path, query,
// Host or JSON body (keys included) is a 400 that names the field. Free text in a body may keep tab,
// line feed and carriage return. The check runs as a preHandler, after the route's access hooks and
// validation, so 401/403 still come first. Multipart fields are read by their routes:
// readMultipartForm checks each one with `controlCharacterMessage`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../lib/errors.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, less tab, line feed and carriage return.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Nested bodies are walked without recursion; JSON deeper than this is refused outright. */
const MAX_DEPTH = 64;

type Where = 'path' | 'query' | 'body';

/** The 400's message for `value` sent as `field`, or null when it holds no control character. */
export function controlCharacterMessage(field: string, value: string, where: Where = 'body'): string | null {
  const pattern = where === 'body' ? CONTROL_IN_TEXT : ANY_CONTROL;
  if (!pattern.test(value)) return null;
  return `${field || 'The request body'} contains a control character, which is not allowed`;
}

function checkValue(root: unknown, where: Where): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const message = controlCharacterMessage(path, value, where);
      if (message) throw new BadRequestError(message);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth >= MAX_DEPTH) throw new BadRequestError('The request body is nested too deeply');
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const message = controlCharacterMessage('A field name', key, 'path');
        if (message) throw new BadRequestError(message);
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
}

async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const host = request.headers.host;
  if (host && controlCharacterMessage('Host', host, 'path')) {
    throw new BadRequestError('The Host header contains a control character');
  }
  checkValue(request.params, 'path');
  checkValue(request.query, 'query');
  checkValue(request.body, 'body');
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', refuseControlCharacters);
}
