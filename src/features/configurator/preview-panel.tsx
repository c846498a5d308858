// The live preview beside the options: 500 px wide (narrower on a phone), an enlarged view on
// demand, and the eyedropper: while it is on, a click on the preview picks the wrap colour, or
// the keyboard does (use-keyboard-eyedropper). Its space is kept from the first frame (CSS
// aspect-ratio, before the box is measured), and the artwork picture shows in it until the
// renderer's first frame is drawn, so nothing moves when the preview arrives.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure, useElementSize, useMergedRef, useViewportSize } from '@mantine/hooks';
import { IconColorPicker, IconMaximize } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { useAfterPaint } from '../../ui/after-paint';
import type { MouseEvent } from 'react';
import { useKeyboardEyedropper } from './use-keyboard-eyedropper';
import { usePreview } from './use-preview';
import type { PreviewInput } from './use-preview';
import { Picture } from '../../ui/picture';
import classes from './configurator.module.css';
import { useBackCloses } from '../../ui/use-back-closes';

const MAIN_WIDTH = 500;
const MAIN_ASPECT = 0.86;
const LARGE_WIDTH = 1000;
/** The artwork shown before the first frame: 72 % of the stage (.artwork), at most 500 px wide. */
const ARTWORK_SIZES = '(min-width: 34em) 360px, 72vw';
const LARGE_ASPECT = 0.72;

function PreviewCanvas({
  target,
  input,
  width,
  height,
  eyedropper,
  onPick,
  label,
}: {
  target: 'main' | 'large';
  input: PreviewInput | null;
  width: number;
  height: number;
  eyedropper: boolean;
  onPick: (color: string) => void;
  label: string;
}) {
  const { canvasKey, canvasRef, result, colorAt, port } = usePreview(target, input, width, height);
  const keys = useKeyboardEyedropper({
    on: eyedropper,
    takeFocus: target === 'main',
    width,
    height,
    colorAt,
    onPick,
  });
  const ref = useMergedRef(canvasRef, keys.ref);
  const pick = (e: MouseEvent<HTMLCanvasElement>) => {
    if (!eyedropper) return;
    const box = e.currentTarget.getBoundingClientRect();
    void colorAt(e.clientX - box.left, e.clientY - box.top).then((c) => c && onPick(c));
  };
  const text = result?.label ?? label;
  const hint = eyedropper
    ? ' Eyedropper: the arrow keys move the point, Enter picks its colour for the wrap.'
    : '';
  return (
    <div className={classes.canvasBox} style={{ width, height }}>
      <canvas
        key={canvasKey}
        ref={ref}
        className={classes.canvas}
        data-drawn={result ? true : undefined}
        data-eyedropper={eyedropper || undefined}
        data-preview={target}
        data-renderer={port.kind}
        // No width/height attributes: a canvas handed to the worker cannot be resized here.
        style={{ width, height }}
        role="img"
        aria-label={`Preview of the print. ${text}.${hint}`}
        tabIndex={eyedropper ? 0 : undefined}
        onKeyDown={keys.onKeyDown}
        onClick={pick}
      />
      {eyedropper && (
        <span
          className={classes.eyedropperPoint}
          style={{ left: `${keys.point.x * 100}%`, top: `${keys.point.y * 100}%` }}
          aria-hidden
        />
      )}
    </div>
  );
}

/**
 * The preview follows a choice a step behind: the choice's own frame shows the control and the
 * total, and the preview is asked for once that is painted (src/ui/after-paint.ts).
 */
export function PreviewPanel({ input, ...props }: PreviewPanelProps) {
  return <Panel input={useAfterPaint(input)} {...props} />;
}

interface PreviewPanelProps {
  /** null while the configuration is loading: the artwork alone shows. */
  input: PreviewInput | null;
  /** The artwork's web picture, shown until the preview is drawn. */
  artwork: string | null;
  /** The 1200 px picture for the larger view. */
  largeUrl: string | null;
  title: string;
  eyedropper: boolean;
  onPick: (color: string) => void;
}

const Panel = memo(function Panel({
  input,
  artwork,
  largeUrl,
  title,
  eyedropper,
  onPick,
}: PreviewPanelProps) {
  const { ref, width: boxWidth } = useElementSize();
  const [large, { open, close }] = useDisclosure(false);
  // Mounted when first opened, then kept for its closing transition: a closed Modal still mounts
  // a portal, whose layout effect rendered the configurator's first commit again at once.
  const [largeMounted, setLargeMounted] = useState(false);
  if (large && !largeMounted) setLargeMounted(true);
  const width = Math.min(MAIN_WIDTH, Math.floor(boxWidth));
  const largeInput = useMemo(
    () => (input && largeUrl ? { ...input, image: { ...input.image, url: largeUrl } } : input),
    [input, largeUrl],
  );
  return (
    <div ref={ref} className={classes.previewBox}>
      <div className={classes.stage} style={{ aspectRatio: `1 / ${MAIN_ASPECT}` }}>
        {width > 0 && (
          <PreviewCanvas
            target="main"
            input={input}
            width={width}
            height={Math.round(width * MAIN_ASPECT)}
            eyedropper={eyedropper}
            onPick={onPick}
            label={title}
          />
        )}
        {artwork && (
          <Picture
            className={classes.artwork}
            src={artwork}
            sizes={ARTWORK_SIZES}
            alt=""
            fetchPriority="high"
          />
        )}
      </div>
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {eyedropper ? (
            <>
              <IconColorPicker size={12} style={{ verticalAlign: -1 }} /> Click the picture (or move
              with the arrow keys and press Enter) to pick the wrap colour
            </>
          ) : (
            'Colours on screen are approximate'
          )}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconMaximize size={14} />}
          onClick={open}
          disabled={!input}
        >
          Larger view
        </Button>
      </Group>
      {largeMounted && (
        <LargeView
          opened={large}
          onClose={close}
          title={title}
          input={large ? largeInput : null}
          eyedropper={eyedropper}
          onPick={onPick}
        />
      )}
    </div>
  );
});

/**
 * The larger view's dialog. Memoised, and given no input while closed: a choice renders the
 * panel again, and the closed dialog (Mantine's Modal, a dozen components) would render with it.
 */
const LargeView = memo(function LargeView({
  opened,
  onClose,
  title,
  ...canvas
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  input: PreviewInput | null;
  eyedropper: boolean;
  onPick: (color: string) => void;
}) {
  useBackCloses(opened, onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="auto" centered>
      {opened && <LargeCanvas title={title} {...canvas} />}
    </Modal>
  );
});

/**
 * The larger view's drawing, as wide as the screen allows. The screen's width is watched only
 * while it is open: read as the configurator mounts, it forced a layout in the middle of its start.
 */
function LargeCanvas({
  title,
  ...canvas
}: {
  title: string;
  input: PreviewInput | null;
  eyedropper: boolean;
  onPick: (color: string) => void;
}) {
  const viewport = useViewportSize();
  const width = Math.min(LARGE_WIDTH, Math.max(320, (viewport.width || window.innerWidth) - 64));
  return (
    <PreviewCanvas
      target="large"
      width={width}
      height={Math.round(width * LARGE_ASPECT)}
      label={title}
      {...canvas}
    />
  );
}
