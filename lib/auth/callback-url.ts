/**
 * Where to go after signing in, from a `callbackUrl` someone else may have written: the path and query of a page of
 * the dashboard, or undefined. The value is resolved the way a browser would against the dashboard's own origin
 * (which strips tabs and newlines and reads `\` as `/`), kept only when the origin is unchanged, and then only its
 * normalised path and query are used. A path that normalises to `//…` (e.g. `/.//host`) would itself leave the
 * origin as a Location, so it is refused too.
 */
export function safeCallbackPath(value: string | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}`;
}
