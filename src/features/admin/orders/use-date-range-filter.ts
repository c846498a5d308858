// View Orders' From and To: what is typed, and the range the list is asked for. A date input
// reports every partial year as the admin types one (0002-11-29, 0020-11-29, 0202-11-29,
// 2026-11-29), and '' while a part is still missing; only a range the server takes is asked
// for, so the last list stays meanwhile, and what is wrong shows once the typing has paused.
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';
import { dateRangeProblems, type DateRangeProblems } from '../../../domain/filter-dates';

export interface DateRange {
  from: string;
  to: string;
}
type End = keyof DateRange;

const NO_RANGE: DateRange = { from: '', to: '' };
const SETTLE_MS = 1000;

export interface DateRangeFilter {
  typed: DateRange;
  /** The last range with nothing wrong and nothing half typed. */
  applied: DateRange;
  problems: DateRangeProblems;
  change: (end: End) => (event: ChangeEvent<HTMLInputElement>) => void;
}

export function useDateRangeFilter(onApply: () => void): DateRangeFilter {
  const [typed, setTyped] = useState(NO_RANGE);
  const [halfTyped, setHalfTyped] = useState({ from: false, to: false });
  const [applied, setApplied] = useState(NO_RANGE);
  const [settled] = useDebouncedValue(typed, SETTLE_MS);

  const change = (end: End) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = { ...typed, [end]: input.value };
    // '' with a part missing is a date being typed, not one cleared.
    const half = { ...halfTyped, [end]: input.validity.badInput };
    setTyped(next);
    setHalfTyped(half);
    const ready =
      !half.from && !half.to && Object.keys(dateRangeProblems(next.from, next.to)).length === 0;
    if (ready && (next.from !== applied.from || next.to !== applied.to)) {
      setApplied(next);
      onApply();
    }
  };

  return { typed, applied, problems: dateRangeProblems(settled.from, settled.to), change };
}
