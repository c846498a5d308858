// A masonry grid for items whose aspect ratio is known up front (the API sends each image's
// ratio): columns of about `columnWidth`, each item placed in the shortest column so the reading
// order stays left to right. Heights are computed, not measured, so nothing jumps as images load.
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './masonry.module.css';

/** Column count for a container: as many `columnWidth` columns as fit, at least one. */
export function columnCount(width: number, columnWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (columnWidth + gap)));
}

/**
 * Assigns items to columns, shortest first. `ratio` is width / height; `extra` is the fixed
 * height under each picture (caption), in the same units as a column width of 1.
 */
export function distribute<T>(
  items: readonly T[],
  columns: number,
  ratio: (item: T) => number,
  extra = 0,
): T[][] {
  const cols: T[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < columns; c++) if (heights[c]! < heights[shortest]! - 1e-6) shortest = c;
    cols[shortest]!.push(item);
    const r = ratio(item);
    heights[shortest]! += (r > 0 ? 1 / r : 1) + extra;
  }
  return cols;
}

function initialWidth(): number {
  // Before the first measurement: the viewport less page padding, capped at the container.
  if (typeof window === 'undefined') return 1280;
  return Math.min(window.innerWidth - 32, 1400);
}

export interface MasonryProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  getRatio: (item: T) => number;
  render: (item: T, index: number) => React.ReactNode;
  columnWidth?: number;
  gap?: number;
  /** Caption height under each picture in px, to balance the columns. */
  captionHeight?: number;
}

export function Masonry<T>({
  items,
  getKey,
  getRatio,
  render,
  columnWidth = 300,
  gap = 24,
  captionHeight = 72,
}: MasonryProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = columnCount(width, columnWidth, gap);
  const colWidth = (width - gap * (columns - 1)) / columns || columnWidth;
  const index = new Map(items.map((item, i) => [getKey(item), i]));
  const laidOut = distribute(items, columns, getRatio, captionHeight / colWidth);

  return (
    <div ref={ref} className={classes.grid} style={{ gap }}>
      {laidOut.map((column, c) => (
        <div key={c} className={classes.column} style={{ gap }}>
          {column.map((item) => (
            <div key={getKey(item)}>{render(item, index.get(getKey(item)) ?? 0)}</div>
          ))}
        </div>
      ))}
    </div>
  );
}
