// One spelling of a GET request's URL: query names sorted, lists as repeated names. The server
// writes the first view's API answers into the page under these keys and the client looks them
// up under the same ones.
export function apiUrl(path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      params.append(name, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
