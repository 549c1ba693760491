// The Storefleet API client: openapi-fetch, typed by the description the API builds
// (generated/openapi.d.ts). Plain JavaScript with its types beside it (index.d.ts), so that Node
// runs it as it is: `import { createStorefleetClient } from '@storefleet/client'`.
import createClient from 'openapi-fetch';

/**
 * A client for one Storefleet instance. `apiKey` (a store API key, `sf_live_…`) is sent as
 * `Authorization: Bearer …` on every call; `fetch` replaces the global one (tests, proxies).
 * @param {import('./index.d.ts').StorefleetClientOptions} options
 */
export function createStorefleetClient({ baseUrl, apiKey, headers, ...rest }) {
  return createClient({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}), ...headers },
    ...rest,
  });
}

/**
 * The readable message of an error answer (`{message, code}`), else the status.
 * @param {unknown} error the `error` an openapi-fetch call returned
 * @param {Response} response
 */
export function errorMessage(error, response) {
  const message = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
  return typeof message === 'string' ? message : `HTTP ${response.status}`;
}
