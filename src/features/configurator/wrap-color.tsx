// The colour of a colour wrap: a picker, swatches from the image's palette, a hex field and the
// eyedropper, which picks the colour from a click on the preview (or, by keyboard, the arrow
// keys and Enter on it; focus then comes back to the eyedropper's button).
import {
  Button,
  ColorPicker,
  ColorSwatch,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconColorPicker } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { onRadioGroupKeyDown, radioTabIndex } from '../../ui/radio-keys';
import { isLight, normalizeHex } from './colors';
import type { ApplyMode } from './use-configuration';

export function WrapColor({
  value,
  palette,
  onChange,
  eyedropper,
  onEyedropper,
  error,
}: {
  value: string | null;
  palette: string[];
  /** `mode` 'live' while dragging in the picker, 'settled' for a choice made. */
  onChange: (hex: string, mode: ApplyMode) => void;
  eyedropper: boolean;
  onEyedropper: (on: boolean) => void;
  error?: string | undefined;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOn = useRef(eyedropper);
  useEffect(() => {
    const lost = document.activeElement === document.body;
    const onPreview = document.activeElement instanceof HTMLCanvasElement;
    if (wasOn.current && !eyedropper && (lost || onPreview)) button.current?.focus();
    wasOn.current = eyedropper;
  }, [eyedropper]);
  const hexError =
    draft !== null && normalizeHex(draft) === null ? 'Enter a colour like #3a5f7d' : undefined;
  return (
    <Stack gap="xs">
      {palette.length > 0 && (
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            From this artwork
          </Text>
          <Group
            gap={8}
            role="radiogroup"
            aria-label="Colours from the artwork"
            onKeyDown={onRadioGroupKeyDown}
          >
            {palette.map((c, i) => (
              <UnstyledButton
                key={c}
                role="radio"
                aria-checked={value === c}
                tabIndex={radioTabIndex(value === c, i, value !== null && palette.includes(value))}
                aria-label={`Colour ${c}`}
                onClick={() => onChange(c, 'settled')}
              >
                <ColorSwatch color={c} size={30} radius="sm" withShadow>
                  {value === c && <IconCheck size={14} color={isLight(c) ? '#222' : '#fff'} />}
                </ColorSwatch>
              </UnstyledButton>
            ))}
          </Group>
        </div>
      )}
      <ColorPicker
        format="hex"
        value={value ?? '#808080'}
        onChange={(c) => onChange(c, 'live')}
        onChangeEnd={(c) => onChange(c, 'settled')}
        fullWidth
        size="sm"
        saturationLabel="Wrap colour saturation and brightness"
        hueLabel="Wrap colour hue"
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="Wrap colour (hex)"
          placeholder="#3a5f7d"
          value={draft ?? value ?? ''}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setDraft(text);
            const hex = normalizeHex(text);
            if (hex) onChange(hex, 'live');
          }}
          onBlur={() => setDraft(null)}
          error={hexError ?? error}
          leftSection={value ? <ColorSwatch color={value} size={16} /> : null}
          style={{ flex: 1 }}
          spellCheck={false}
          autoComplete="off"
        />
        <Button
          ref={button}
          variant={eyedropper ? 'filled' : 'default'}
          leftSection={<IconColorPicker size={16} />}
          aria-pressed={eyedropper}
          onClick={() => onEyedropper(!eyedropper)}
        >
          {eyedropper ? 'Click the preview' : 'Eyedropper'}
        </Button>
      </Group>
    </Stack>
  );
}
