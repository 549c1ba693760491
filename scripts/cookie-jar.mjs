// A browser's cookies as the bench and simulation scripts need them: kept from each answer's
// Set-Cookie, sent back on every call (no paths, domains or expiry: one site, one short run).

/** A browser's cookie jar, as little of one as checkout needs: name → value, sent back on every call. */
export function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    /** Keeps the cookies a fetch() response sets. */
    keep(response) {
      this.keepLines(response.headers.getSetCookie());
    },
    /** Keeps the cookies of Set-Cookie header lines. */
    keepLines(lines) {
      for (const line of lines) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}
