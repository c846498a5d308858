// Where a visitor may be sent after signing in. Its own module: the header's Log In link reads
// it on every page, and the auth schemas beside it would be built with it (zod builds a schema
// when its module loads).

/** Only same-site paths are honoured as a post-login destination (no open redirect). */
export function safeRedirect(target: string | undefined | null): string | undefined {
  // Browsers drop tabs and line breaks from an address: "/\t/evil.example" would be "//evil...".
  const unsafe = /[\\\p{Cc}]/u.test(target ?? '');
  if (!target || !target.startsWith('/') || target.startsWith('//') || unsafe) {
    return undefined;
  }
  return target;
}
