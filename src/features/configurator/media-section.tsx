// Media: paper or canvas. Choosing one resets the other options (spec); canvas gets varnish.
import { chooseMedia } from '../../domain/configurator-rules';
import { ChoiceCards } from './choice-cards';
import { Section, firstError, memoSection } from './section';
import type { SectionProps } from './section';

function Media({ options, lists, errors, apply }: SectionProps) {
  const choices = lists.medias.map((m) => ({
    value: m.value,
    label: m.text,
    thumb: m.previews[0] ?? null,
    detail: `${m.type === 'canvas' ? 'Canvas' : 'Paper'} · ${m.surface} · up to ${m.maxDimensions[0]} x ${m.maxDimensions[1]} in`,
  }));
  return (
    <Section title="Media">
      <ChoiceCards
        name="media"
        label="Media"
        choices={choices}
        value={options.media}
        onChange={(media) => apply((o) => chooseMedia(o, media, lists))}
        error={firstError(errors, 'media')}
      />
    </Section>
  );
}

export const MediaSection = memoSection(Media, (o) => [o.media], ['media']);
