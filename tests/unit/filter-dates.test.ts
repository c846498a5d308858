// The From and To days of a list's filter, judged alike by the screen and the server.
import { describe, expect, it } from 'vitest';
import { dateRangeProblems, filterDateProblem } from '../../src/domain/filter-dates';

const FORMAT = 'The date must be YYYY-MM-DD.';
const RANGE = 'The date must be between 01/01/1970 and 12/31/9999.';

describe('filterDateProblem', () => {
  it('takes the days from 1970 to 9999', () => {
    for (const day of ['1970-01-01', '2026-11-29', '2024-02-29', '9999-12-31']) {
      expect(filterDateProblem(day)).toBeNull();
    }
  });

  it('says a year is out of range rather than malformed, whatever its digits', () => {
    // A date input's partial years as 2026 is typed, a year 0-99 (Date.UTC's 19xx) and 5 digits.
    for (const day of ['0002-11-29', '0020-11-29', '0202-11-29', '0001-01-01', '0099-06-01']) {
      expect(filterDateProblem(day)).toBe(RANGE);
    }
    expect(filterDateProblem('1969-12-31')).toBe(RANGE);
    expect(filterDateProblem('10000-01-01')).toBe(RANGE);
  });

  it('refuses what is not a day of the calendar', () => {
    for (const day of ['2024-02-30', '2026-13-01', '2026-1-01', '11/29/2026', '']) {
      expect(filterDateProblem(day)).toBe(FORMAT);
    }
  });
});

describe('dateRangeProblems', () => {
  it('leaves a blank end unbounded and puts the wrong way round on the end', () => {
    expect(dateRangeProblems('', '')).toEqual({});
    expect(dateRangeProblems('2026-11-29', '')).toEqual({});
    expect(dateRangeProblems('2026-11-29', '2026-11-29')).toEqual({});
    expect(dateRangeProblems('2026-11-29', '2026-11-02')).toEqual({
      to: 'The end date must not be before the start date.',
    });
    expect(dateRangeProblems('0202-11-29', '2026-11-02')).toEqual({ from: RANGE });
    expect(dateRangeProblems('2026-11-29', '0202-11-29')).toEqual({ to: RANGE });
  });
});
