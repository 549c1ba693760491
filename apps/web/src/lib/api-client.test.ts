import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, errorMessage, isApiError } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function respond(status: number, body?: string, init: ResponseInit = {}) {
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status, ...init }));
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

describe('apiRequest', () => {
  it('sends credentials and reads JSON with a GET by default', async () => {
    respond(200, '{"id":1,"name":"Demo"}');
    await expect(apiRequest('/api/tenant/current')).resolves.toEqual({ id: 1, name: 'Demo' });
    const init = lastInit();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/tenant/current');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a plain body as JSON with a JSON content type', async () => {
    respond(200, '{}');
    await api.post('/api/login', { username: 'a', password: 'b' });
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"username":"a","password":"b"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends FormData as is, leaving the content type to the browser', async () => {
    respond(200, '{"imageUrl":"/uploads/x.webp"}');
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await api.post('/api/upload-image', form);
    const init = lastInit();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.credentials).toBe('include');
  });

  it('sends no body when there is none, and resolves 204 to null', async () => {
    respond(204);
    await expect(api.post('/api/logout')).resolves.toBeNull();
    expect(lastInit().body).toBeUndefined();
    expect(lastInit().headers).not.toHaveProperty('Content-Type');
  });

  it('returns null on 401 when asked to', async () => {
    respond(401, '{"message":"Not signed in","code":"unauthorized"}');
    await expect(apiRequest('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('fails on 401 by default', async () => {
    respond(401, '{"message":"Invalid credentials","code":"unauthorized"}');
    await expect(api.post('/api/login', {})).rejects.toThrow('401: Invalid credentials');
  });
});

describe('error messages', () => {
  it('uses the message of a JSON error body and keeps code and issues', async () => {
    const issues = [{ path: 'username', message: 'Username is required' }];
    respond(400, JSON.stringify({ message: 'Username is required', code: 'validation_error', issues }));
    const error = await api.post('/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 400)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('400: Username is required');
    expect(apiError.detail).toBe('Username is required');
    expect(apiError.code).toBe('validation_error');
    expect(apiError.issues).toEqual(issues);
  });

  it('falls back to the body text when the body is not a JSON error', async () => {
    respond(502, 'Bad gateway from proxy');
    await expect(api.get('/api/products')).rejects.toThrow('502: Bad gateway from proxy');
  });

  it('uses the body text of JSON without a message', async () => {
    respond(500, '{"error":"boom"}');
    await expect(api.get('/api/products')).rejects.toThrow('500: {"error":"boom"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(404, '', { statusText: 'Not Found' });
    await expect(api.get('/api/nothing')).rejects.toThrow('404: Not Found');
  });

  it('errorMessage strips the status prefix for toasts', async () => {
    respond(401, '{"message":"Invalid credentials","code":"unauthorized"}');
    const error = await api.post('/api/login', {}).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Invalid credentials');
    expect(errorMessage(new Error('409: Out of stock'))).toBe('Out of stock');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('weird', 'Invalid credentials')).toBe('Invalid credentials');
  });
});
