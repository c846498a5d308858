// Calendar days in a named time zone (IANA), for what is dated once for everyone who reads it:
// an invoice. Screens date things in the viewer's own zone (format.ts formatDate).

/** The zone's canonical name, or undefined when this runtime does not know it. */
export function knownTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The day `value` falls on in `timeZone`, as MM/DD/YYYY (the shop's date format). */
export function formatDateIn(value: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}
