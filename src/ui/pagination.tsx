// Page buttons with a fixed number of visible slots (6 for the catalogue and orders, 9 for the
// portfolio), ellipses included, as the original shop's pager counted them. Pages are links
// when `href` is given, so they can be opened in a new tab and crawled.
import { UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './pagination.module.css';
import { isPlainClick } from './plain-click';

export type PageItem = number | 'start-gap' | 'end-gap';

/** The buttons to show for `current` of `last` pages in `visible` slots (at least 5). */
export function pageItems(current: number, last: number, visible = 6): PageItem[] {
  const slots = Math.max(5, visible);
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (last <= slots) return range(1, last);
  const page = Math.min(Math.max(1, current), last);
  // First and last page are always shown; the rest of the slots go to a window around `page`.
  const inner = slots - 2;
  if (page <= inner - 1) return [...range(1, inner), 'end-gap', last];
  if (page >= last - inner + 2) return [1, 'start-gap', ...range(last - inner + 1, last)];
  const middle = inner - 2;
  const start = page - Math.ceil((middle - 1) / 2);
  return [1, 'start-gap', ...range(start, start + middle - 1), 'end-gap', last];
}

export interface PaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  /** Visible page slots; the spec asks for 6 (9 in the portfolio). */
  visible?: number;
  href?: (page: number) => string;
  label?: string;
}

export function Pagination({
  page,
  total,
  onChange,
  visible = 6,
  href,
  label = 'Pages',
}: PaginationProps) {
  if (total <= 1) return null;
  const go = (target: number) => (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (target !== page) onChange(target);
  };
  const control = (target: number, content: React.ReactNode, aria: string, disabled = false) =>
    href && !disabled ? (
      <a
        key={aria}
        className={classes.control}
        href={href(target)}
        onClick={go(target)}
        aria-label={aria}
        aria-current={target === page && aria.startsWith('Page') ? 'page' : undefined}
      >
        {content}
      </a>
    ) : (
      <UnstyledButton
        key={aria}
        className={classes.control}
        onClick={go(target)}
        disabled={disabled}
        aria-label={aria}
        aria-current={target === page && aria.startsWith('Page') ? 'page' : undefined}
      >
        {content}
      </UnstyledButton>
    );

  return (
    <nav aria-label={label} className={classes.pager}>
      {control(page - 1, <IconChevronLeft size={18} aria-hidden />, 'Previous page', page <= 1)}
      {pageItems(page, total, visible).map((item) =>
        typeof item === 'number' ? (
          control(item, item, `Page ${item}`)
        ) : (
          <span key={item} className={classes.gap} aria-hidden>
            …
          </span>
        ),
      )}
      {control(page + 1, <IconChevronRight size={18} aria-hidden />, 'Next page', page >= total)}
    </nav>
  );
}
