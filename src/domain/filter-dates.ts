// The From and To days a list is filtered by, judged alike by the screen before it asks (a date
// input reports every partial year as it is typed: 0002-11-29, 0020-11-29, 0202-11-29) and by the
// server. No order is older than 1970, and 9999 is the calendar's last four-digit year.
import { DATE_MSG } from './messages';
import { isIsoDate } from './portfolio';

const FIRST_YEAR = 1970;
const LAST_YEAR = 9999;
// More than four digits is a year, too: a date input takes up to six.
const DATE_SHAPE = /^(\d{4,})-\d{2}-\d{2}$/;

/** Why `value` is not a day to filter by, or null when it is one. */
export function filterDateProblem(value: string): string | null {
  const m = DATE_SHAPE.exec(value);
  if (!m) return DATE_MSG.format;
  const year = Number(m[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) return DATE_MSG.range;
  return isIsoDate(value) ? null : DATE_MSG.format;
}

export type DateRangeProblems = Partial<Record<'from' | 'to', string>>;

/** A blank end is no bound; two good ends must not be the wrong way round. */
export function dateRangeProblems(from: string, to: string): DateRangeProblems {
  const problems: DateRangeProblems = {};
  const fromProblem = from && filterDateProblem(from);
  const toProblem = to && filterDateProblem(to);
  if (fromProblem) problems.from = fromProblem;
  if (toProblem) problems.to = toProblem;
  else if (from && to && !fromProblem && from > to) problems.to = DATE_MSG.endBeforeStart;
  return problems;
}
