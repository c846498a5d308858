// Wrap: how the sides of a stretched canvas look. Required with a stretcher; only white with a
// frame. A colour wrap opens the colour controls.
import { availableWraps, chooseWrap, setOption } from '../../domain/configurator-rules';
import type { WrapType } from '../../domain/config-lists';
import { ChoiceCards } from './choice-cards';
import { Section, firstError, memoSection } from './section';
import type { SectionProps } from './section';
import { WrapColor } from './wrap-color';

const WRAP_DETAIL: Record<WrapType, string> = {
  image: 'The picture continues round the sides',
  mirror: 'The edge of the picture, mirrored',
  white: 'Plain white sides',
  black: 'Plain black sides',
  color: 'A colour you choose',
};
const SOLID: Partial<Record<WrapType, string>> = { white: '#f4f2ec', black: '#161616' };

function Wrap({
  options,
  lists,
  errors,
  apply,
  imageUrl,
  palette,
  eyedropper,
  onEyedropper,
}: SectionProps & {
  imageUrl: string | null;
  palette: string[];
  eyedropper: boolean;
  onEyedropper: (on: boolean) => void;
}) {
  const wraps = availableWraps(options, lists);
  if (wraps.length === 0) return null;
  const current = lists.wraps.find((w) => w.value === options.wrap);
  const choices = wraps.map((w) => ({
    value: w.value,
    label: w.text,
    detail: WRAP_DETAIL[w.type],
    thumb: w.type === 'image' || w.type === 'mirror' ? imageUrl : null,
    swatch:
      w.type === 'color'
        ? `conic-gradient(#c0392b, #f1c40f, #27ae60, #2980b9, #8e44ad, #c0392b)`
        : (SOLID[w.type] ?? '#ccc'),
  }));
  const pick = (value: string) => {
    const isColor = lists.wraps.find((w) => w.value === value)?.type === 'color';
    apply((o) => {
      const next = chooseWrap(o, value, lists);
      return isColor && next.wrapColor === null
        ? setOption(next, 'wrapColor', palette[0] ?? '#808080', lists)
        : next;
    });
  };
  return (
    <Section title="Wrap">
      <ChoiceCards
        name="wrap"
        label="Wrap"
        choices={choices}
        value={options.wrap}
        onChange={pick}
        error={firstError(errors, 'wrap')}
      />
      {current?.type === 'color' && (
        <WrapColor
          value={options.wrapColor}
          palette={palette}
          onChange={(hex, mode) => apply((o) => setOption(o, 'wrapColor', hex, lists), mode)}
          eyedropper={eyedropper}
          onEyedropper={onEyedropper}
          error={firstError(errors, 'wrapColor')}
        />
      )}
    </Section>
  );
}

export const WrapSection = memoSection(
  Wrap,
  (o) => [o.wrap, o.wrapColor, o.frame === null, o.mountingOrStretcher, o.media],
  ['wrap', 'wrapColor'],
);
