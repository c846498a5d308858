// A reloaded list keeps each unchanged row's object, found by its id wherever it moved. The
// query cache's structural sharing (replaceEqualDeep) matches rows by position: one line
// removed near the top of a 1,000-line cart made every line below it a new object, and every
// memoised card rendered again (a second's long task on Delete).
import { replaceEqualDeep } from '@tanstack/react-query';

/** `next`, with the rows `old` already had (same id, same content) as `old`'s objects. */
export function shareRowsById<T extends { id: unknown }>(
  old: readonly T[] | undefined,
  next: T[],
): T[] {
  if (!old) return next;
  const before = new Map(old.map((row) => [row.id, row]));
  const rows = next.map((row) => {
    const kept = before.get(row.id);
    return kept === undefined ? row : replaceEqualDeep<T>(kept, row);
  });
  const unchanged = rows.length === old.length && rows.every((row, i) => row === old[i]);
  return unchanged ? (old as T[]) : rows;
}
