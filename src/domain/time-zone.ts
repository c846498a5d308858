// Calendar days in a named time zone (IANA): what is dated once for everyone who reads it (an
// invoice), and where a day an admin filters by begins, with that day's own UTC offset (a July
// day in Los Angeles is UTC-7 even when asked in November, at UTC-8). Screens date things in the
// viewer's own zone (format.ts formatDate).

/** The zone of this browser (or process), sent where the server must count in the user's days. */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

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

const DAY = 86_400_000;

/** The wall clock in `zone` at `instant`, written as if it were a UTC time (ms). */
function wallClock(format: Intl.DateTimeFormat, instant: number): number {
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) part[p.type] = Number(p.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * The first instant of a day in `zone`; the day is given as its midnight written as a UTC time
 * (`Date.UTC(y, m - 1, d)`). Where the clocks skip midnight (America/Santiago, America/Havana,
 * Asia/Beirut on their first day of summer time) the day begins where they jump to, 01:00;
 * where midnight comes twice, at the first.
 */
export function startOfDayIn(zone: string, midnight: number): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (instant: number) => wallClock(format, instant) - instant;
  // The offsets a day either side: those a change of the clocks around this midnight is between.
  const before = offsetAt(midnight - DAY);
  const after = offsetAt(midnight + DAY);
  const midnights = [midnight - before, midnight - after].filter(
    (instant) => wallClock(format, instant) === midnight,
  );
  // Skipped: the day begins when the clocks would have read 00:00 and jumped instead. Every
  // skipped midnight in the zones' rules from 1970 to 2040 is skipped from 00:00 itself (none
  // from 23:30 to 00:30, say).
  return midnights.length ? Math.min(...midnights) : midnight - before;
}
