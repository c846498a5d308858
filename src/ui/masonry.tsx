// A masonry grid for items whose aspect ratio is known up front (the API sends each image's
// ratio): columns of about `columnWidth`, each item placed in the shortest column so the reading
// order stays left to right. Heights are computed, not measured, so nothing jumps as images load.
// The server's first paint (src/prerender.tsx) cannot know the width: it renders the grid for
// each column count the page's layout can hold (up to `maxWidth`) and lets a container query show
// the one that fits. The app hydrates all of them, then keeps only the one for the width it
// measures, which is the one on screen: it stays in place, element for element, so nothing moves
// or loads again.
import { useLayoutEffect, useRef, useState } from 'react';
import { useAtomValue } from '../state/jotai';
import { useHydrated } from './hydration';
import classes from './masonry.module.css';
import { paintedForPhoneAtom, PHONE_COLUMNS } from './phone-paint';

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
  /** The grid's accessible name; it is then a list whose items tell their place in it. */
  label?: string;
  /**
   * The widest the page's layout ever makes the grid (px): the server paints no column count
   * wider, each being the whole grid again for the browser to parse and the app to hydrate.
   */
  maxWidth?: number;
}

export function Masonry<T>({
  items,
  getKey,
  getRatio,
  render,
  columnWidth = 300,
  gap = 24,
  captionHeight = 72,
  label,
  maxWidth = Infinity,
}: MasonryProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);
  const hydrated = useHydrated();
  const paintedForPhone = useAtomValue(paintedForPhoneAtom);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const index = new Map(items.map((item, i) => [getKey(item), i]));
  // The caption's share is taken at the nominal column width, so a column count always gives
  // the same placement, on the server as in the browser.
  const grid = (columns: number, measured?: typeof ref) => (
    <div
      ref={measured}
      className={classes.grid}
      style={{ gap }}
      role={label ? 'list' : undefined}
      aria-label={label}
    >
      {distribute(items, columns, getRatio, captionHeight / columnWidth).map((column, c) => (
        <div key={c} className={classes.column} style={{ gap }} role={label ? 'none' : undefined}>
          {column.map((item) => {
            const i = index.get(getKey(item)) ?? 0;
            // The columns put items out of reading order in the DOM: each says where it is.
            const place = label
              ? { role: 'listitem', 'aria-posinset': i + 1, 'aria-setsize': items.length }
              : {};
            return (
              <div key={getKey(item)} {...place}>
                {render(item, i)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );

  const columns = columnCount(width, columnWidth, gap);
  if (columnWidth !== SERVER_COLUMN_WIDTH || gap !== SERVER_GAP) return grid(columns, ref);
  const widest = Math.min(MOST_SERVER_COLUMNS, columnCount(maxWidth, columnWidth, gap));
  const shown = Math.min(columns, widest);
  // Hydrating, the variants the server painted; then every one the layout can show.
  const variants = hydrated || !paintedForPhone ? widest : Math.min(widest, PHONE_COLUMNS);
  return (
    <div ref={ref} className={classes.variants}>
      {Array.from({ length: variants }, (_, i) => i + 1).map((n) => (
        <div
          key={n}
          className={classes.variant}
          data-columns={n}
          data-widest={n === variants ? '' : undefined}
          data-shown={hydrated && n === shown ? '' : undefined}
        >
          {(!hydrated || n === shown) && grid(n)}
        </div>
      ))}
    </div>
  );
}

/** The server renders 1 to this many columns; masonry.module.css shows each at its widths. */
const MOST_SERVER_COLUMNS = 5;
const SERVER_COLUMN_WIDTH = 300;
const SERVER_GAP = 24;
