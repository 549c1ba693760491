import type { Client, ClientOptions } from 'openapi-fetch';
import type { paths } from './generated/openapi.d.ts';

export type { components, operations, paths } from './generated/openapi.d.ts';

export type StorefleetClientOptions = Omit<ClientOptions, 'baseUrl' | 'headers'> & {
  /** The instance's origin, e.g. `https://shop.example.com` (no path). */
  baseUrl: string;
  /** A store API key (`sf_live_…`), sent as `Authorization: Bearer …`. */
  apiKey?: string;
  headers?: Record<string, string>;
};

export type StorefleetClient = Client<paths>;

export function createStorefleetClient(options: StorefleetClientOptions): StorefleetClient;

export function errorMessage(error: unknown, response: Response): string;
