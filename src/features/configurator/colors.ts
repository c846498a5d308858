// Small colour helpers for the option controls.

/** '#3a5f7d' from '3A5F7D', '#3a5f7d' or '#3af' (short form); null when it is not a colour. */
export function normalizeHex(input: string): string | null {
  const s = input.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(s)) return `#${s}`;
  if (/^[0-9a-f]{3}$/.test(s)) return `#${[...s].map((c) => c + c).join('')}`;
  return null;
}

/** Whether dark text reads on this colour. */
export function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255 > 0.5;
}
