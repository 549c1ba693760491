// The platform's exchange-rates file (docs/decisions/0105): EXCHANGE_RATES_SOURCE names a JSON file
// on this machine or an http(s) URL the operator keeps current. Read on an owner's request only
// (never per checkout), at most 1 MB, 5 s for a URL.
import { readFile } from 'node:fs/promises';
import { type ExchangeRatesFile, exchangeRatesFileSchema } from '@storefleet/contracts';

const MAX_BYTES = 1024 * 1024;

/** Why the rates could not be read, in words for the owner (the operator's path or URL stays out of them). */
export class RatesSourceError extends Error {}

async function readText(source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) {
    const text = await readFile(source, 'utf8').catch(() => {
      throw new RatesSourceError("the platform's exchange-rates file could not be read");
    });
    if (text.length > MAX_BYTES)
      throw new RatesSourceError("the platform's exchange-rates file is too large");
    return text;
  }
  const response = await fetch(source, { signal: AbortSignal.timeout(5000) }).catch(() => {
    throw new RatesSourceError("the platform's exchange rates did not answer");
  });
  if (!response.ok) throw new RatesSourceError(`the platform's exchange rates answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new RatesSourceError("the platform's exchange rates are too large");
  return text;
}

export async function readExchangeRates(source: string): Promise<ExchangeRatesFile> {
  const text = await readText(source);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RatesSourceError("the platform's exchange rates are not JSON");
  }
  const parsed = exchangeRatesFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RatesSourceError(
      `the platform's exchange rates are not in the expected shape (${issue?.path.join('.') || 'file'}: ${issue?.message})`,
    );
  }
  return parsed.data;
}
