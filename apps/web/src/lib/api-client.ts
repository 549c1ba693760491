// The one way the browser talks to the API (spec storefront §7 "Shared request behaviour",
// DESIGN §5): cookies always sent, JSON in and out, and one error shape, "{status}: {message}".

export type On401 = 'throw' | 'returnNull';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData and Blob are sent as is; anything else is sent as JSON; undefined sends no body. */
  body?: unknown;
  /** 'returnNull' resolves a 401 to null (the current-user read); by default a 401 fails. */
  on401?: On401;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A non-OK response. `message` is "{status}: {detail}"; `detail` is the human part alone. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    readonly issues?: { path: string; message: string }[],
    /** A message the shopper reads: its stable name and variable parts (docs/decisions/0095). */
    readonly reason?: string,
    readonly params?: Record<string, string>,
  ) {
    super(`${status}: ${detail}`);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  const { method = 'GET', body, on401 = 'throw', signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    // A Blob (a chosen file) goes as is; the caller names its Content-Type in `headers`.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(path, { method, headers, body: payload, credentials: 'include', signal });
  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

/** A non-OK response as the ApiError every caller reads (also used for uploads sent with progress). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const fallback = text.trim() || response.statusText || 'Request failed';
  try {
    const body: unknown = JSON.parse(text);
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    ) {
      const { message, code, issues, reason, params } = body as {
        message: string;
        code?: unknown;
        issues?: unknown;
        reason?: unknown;
        params?: unknown;
      };
      return new ApiError(
        response.status,
        message,
        typeof code === 'string' ? code : undefined,
        Array.isArray(issues) ? issues : undefined,
        typeof reason === 'string' ? reason : undefined,
        params && typeof params === 'object' ? (params as Record<string, string>) : undefined,
      );
    }
  } catch {
    // Not JSON: the body text (or the status text) is the message.
  }
  return new ApiError(response.status, fallback);
}

type VerbOptions = Omit<RequestOptions, 'method' | 'body' | 'on401'>;

/** Shorthands for the usual verbs; a read that treats 401 as "nobody" calls apiRequest with on401. */
export const api = {
  get: <T>(path: string, options?: VerbOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: VerbOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: VerbOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: VerbOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: VerbOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A read that fails with the screen's message (spec admin §8); the cause keeps the server's answer. */
export async function readOrFail<T>(read: () => Promise<T>, message: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** The message a person should read: the error's text without the "{status}: " prefix. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message.replace(/^\d{3}: /, '');
  return fallback;
}
