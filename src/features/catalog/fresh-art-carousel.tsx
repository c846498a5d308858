// The home page's slider of fresh art: plain CSS scroll-snap and a small timer. It moves one
// work every 3 s, shows 4 works on large screens, pauses while hovered or focused or off screen,
// and never moves by itself when the visitor prefers reduced motion.
import { ActionIcon, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PREVIEW_SIZES } from '../../domain/artwork-pictures';
import type { ImageCard } from '../../domain/catalogue';
import { Picture } from '../../ui/picture';
import { artAlt } from './art-card';
import classes from './fresh-art-carousel.module.css';

export const AUTOPLAY_MS = 3000;

export function FreshArtCarousel({ images, label }: { images: ImageCard[]; label: string }) {
  const track = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [onScreen, setOnScreen] = useState(false);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting), {
      threshold: 0.3,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const step = (direction: 1 | -1) => {
    const el = track.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
    const max = el.scrollWidth - el.clientWidth;
    if (direction > 0 && el.scrollLeft >= max - 4) el.scrollTo({ left: 0, behavior });
    else if (direction < 0 && el.scrollLeft <= 4) el.scrollTo({ left: max, behavior });
    else el.scrollBy({ left: direction * (first.offsetWidth + gap), behavior });
  };
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });

  const playing = !reduced && !stopped && !hovered && !focused && onScreen && images.length > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => stepRef.current(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.root}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <Group justify="flex-end" gap={8} mb="sm">
        {/* Hidden by CSS for reduced motion, so the server's first paint has it right too. */}
        <ActionIcon
          className={classes.playPause}
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? 'Play the slider' : 'Pause the slider'}
        >
          {stopped ? (
            <IconPlayerPlay size={16} aria-hidden />
          ) : (
            <IconPlayerPause size={16} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => step(-1)}
          aria-label="Previous works"
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => step(1)}
          aria-label="Next works"
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <div ref={track} className={classes.track} aria-live={playing ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <div
            key={image.id}
            className={classes.slide}
            data-testid="slider-item"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
          >
            <Link
              to="/order"
              search={{ image_id: image.id, mode: 'create' }}
              className={classes.picture}
            >
              <Picture
                src={image.preview_image.web_path}
                sizes={PREVIEW_SIZES.slider}
                alt={artAlt(image)}
                loading="lazy"
                decoding="async"
              />
            </Link>
            <div className={classes.caption}>
              <span className={classes.name}>
                <bdi>{image.name}</bdi>
              </span>
              <Link
                to="/artist/$slug"
                params={{ slug: image.artist_slug }}
                className={classes.artist}
              >
                <bdi>{image.artist_name}</bdi>
              </Link>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
