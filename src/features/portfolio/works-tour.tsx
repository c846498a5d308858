// The three-step tour of My Works: Order Prints, Edit Details and Download on the first image.
// It opens by itself once for an artist who has not seen it (remembered in localStorage per
// user) and again from the help button. Each stop is a popover on the real button. It opens by
// itself only once the user is out of any text field (an admin may already be typing an artist's
// name in the filter above while the works load). A dialog is above it: one of My Works' own
// (edit, download, delete) hides it until it closes, and any other covers it.
import { Button, getDefaultZIndex, Group, Popover, Text, VisuallyHidden } from '@mantine/core';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { useTextFieldFocused } from '../../ui/use-text-field-focused';

export type TourStop = 'order' | 'edit' | 'download';

const STOPS: Array<{ key: TourStop; title: string; text: string }> = [
  {
    key: 'order',
    title: 'Order Prints',
    text: 'Opens the print configurator with this image: choose the media, size, frame and mat and see the price as you go.',
  },
  {
    key: 'edit',
    title: 'Edit Details',
    text: 'Change the name, keywords, date scanned, original size, proportion, style, medium and subject shown in the gallery.',
  },
  {
    key: 'download',
    title: 'Download',
    text: 'Save the image at any size in inches or pixels, or pick one of the listed sizes.',
  },
];

const seenKey = (userId: number) => `portfolio.tour.seen.${String(userId)}`;

function hasSeen(userId: number): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) === '1';
  } catch {
    return true;
  }
}

interface TourState {
  stop: TourStop | null;
  index: number;
  next: () => void;
  back: () => void;
  end: () => void;
}

const TourContext = createContext<TourState>({
  stop: null,
  index: -1,
  next: () => undefined,
  back: () => undefined,
  end: () => undefined,
});

/**
 * Tour state for My Works; `ready` is true once there is an image to point at, `covered` while a
 * dialog of My Works is open over it: the tour waits, at the same stop, until it closes.
 */
export function useWorksTour(userId: number | undefined, ready: boolean, covered: boolean) {
  // Until the user moves it, the tour stands at its first stop for a user who has not seen it.
  // That is read on every render, not once: the first render may come before the user is known.
  const [moved, setIndex] = useState<number | null>(null);
  const index = moved ?? (userId !== undefined && !hasSeen(userId) ? 0 : -1);
  const typing = useTextFieldFocused();
  const [due, setDue] = useState(false);
  if (ready && !typing && !due) setDue(true);
  const end = useCallback(() => {
    setIndex(-1);
    if (userId === undefined) return;
    try {
      localStorage.setItem(seenKey(userId), '1');
    } catch {
      // Private mode: it may show again next visit.
    }
  }, [userId]);
  const state = useMemo<TourState>(() => {
    const active = ready && due && !covered && index >= 0 && index < STOPS.length;
    return {
      stop: active ? STOPS[index]!.key : null,
      index,
      next: () => (index + 1 >= STOPS.length ? end() : setIndex(index + 1)),
      back: () => setIndex(Math.max(0, index - 1)),
      end,
    };
  }, [index, ready, due, covered, end]);
  return { state, start: () => setIndex(0) };
}

export const TourProvider = TourContext;

/** Wraps a button: when the tour is at `stop` (and `enabled`), a popover explains it. */
export function TourTarget({
  stop,
  enabled,
  children,
}: {
  stop: TourStop;
  enabled: boolean;
  children: ReactElement;
}) {
  const tour = use(TourContext);
  const opened = enabled && tour.stop === stop;
  const dropdown = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLElement>(null);
  const titleId = `works-tour-${useId()}`;
  useEffect(() => {
    if (!opened) return;
    // Once the popover is placed, bring its button and then itself into view: on a phone the
    // first image may be below the fold, and in the list view its buttons sit in a table scrolled
    // sideways. The button comes first, inside its table, so that the popover, which follows it,
    // is on screen too and never widens the page.
    let frame = 0;
    const timer = setTimeout(() => {
      target.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      frame = requestAnimationFrame(() =>
        dropdown.current?.scrollIntoView({
          block: 'center',
          inline: 'nearest',
          behavior: 'smooth',
        }),
      );
    }, 80);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [opened]);
  if (!enabled) return children;
  const at = STOPS.findIndex((s) => s.key === stop);
  const info = STOPS[at]!;
  return (
    <Popover
      opened={opened}
      position="bottom"
      withArrow
      shadow="md"
      width={280}
      trapFocus
      returnFocus
      closeOnClickOutside={false}
      onDismiss={tour.end}
      zIndex={getDefaultZIndex('modal') - 1}
      // Shown even while its button is scrolled away; the effect above scrolls both in.
      hideDetached={false}
    >
      <Popover.Target ref={target}>{children}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} ref={dropdown}>
        <Text size="xs" c="dimmed" mb={4}>
          Step {at + 1} of {STOPS.length}
        </Text>
        <Text fw={600} mb={4} id={titleId}>
          <VisuallyHidden>Tour: </VisuallyHidden>
          {info.title}
        </Text>
        <Text size="sm" mb="sm">
          {info.text}
        </Text>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={tour.end}>
            Skip tour
          </Button>
          <Group gap="xs">
            {at > 0 && (
              <Button variant="default" size="compact-sm" onClick={tour.back}>
                Back
              </Button>
            )}
            <Button size="compact-sm" onClick={tour.next} data-autofocus>
              {at + 1 === STOPS.length ? 'Done' : 'Next'}
            </Button>
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
