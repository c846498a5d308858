// Content-Disposition for a file sent to be saved (RFC 6266): the real name as `filename*`
// (UTF-8, percent-encoded as RFC 8187 says), and an ASCII `filename` for the clients that read
// only that one. Neither can carry a quote, a line break or a byte outside ASCII, whatever name
// it is given, so a work's title can never end the header or start another.

/** What RFC 8187's attr-char allows unencoded; encodeURIComponent also leaves ' ( ) * alone. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function attachmentHeader(fileName: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '') || 'download';
  // Control characters and lone surrogates (which encodeURIComponent refuses) go; path
  // separators would make the browser cut the name.
  const name = fileName.replace(/[\p{Cc}\p{Cs}/\\]/gu, '') || ascii;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
