// The way out of an empty list (clear the filters, go to page 1): a link to the list's address,
// so it works in the server's first paint, before the app runs, and opens in a new tab; a plain
// click, once the app runs, goes there in place.
import { Button } from '@mantine/core';
import { isPlainClick } from './plain-click';

export interface WayOut {
  label: string;
  href: string;
  onClick: () => void;
}

export function WayOutLink({ label, href, onClick }: WayOut) {
  return (
    <Button
      component="a"
      href={href}
      variant="light"
      mt="xs"
      onClick={(e: React.MouseEvent) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onClick();
      }}
    >
      {label}
    </Button>
  );
}
