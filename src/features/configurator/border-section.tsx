// Paper border: blank paper around the image, in inches on each side.
import { useCallback } from 'react';
import { setOption } from '../../domain/configurator-rules';
import { InchInput } from './inch-input';
import { Section, SectionSwitch, firstError, memoSection } from './section';
import type { SectionProps } from './section';

const DEFAULT_BORDER = 1;

function Border({ options, lists, errors, apply }: SectionProps) {
  const on = options.border !== null;
  const onToggle = useCallback(
    (on: boolean) => apply((o) => setOption(o, 'border', on ? DEFAULT_BORDER : null, lists)),
    [apply, lists],
  );
  return (
    <Section
      title="Border"
      aside={<SectionSwitch label="Paper border" checked={on} onToggle={onToggle} />}
    >
      {on && (
        <InchInput
          label="Border on each side"
          description="1 to 6 inches, decimals allowed"
          value={options.border}
          step={0.25}
          max={6}
          onValue={(b) => apply((o) => setOption(o, 'border', b, lists), 'live')}
          error={firstError(errors, 'border')}
        />
      )}
    </Section>
  );
}

export const BorderSection = memoSection(Border, (o) => [o.border], ['border']);
