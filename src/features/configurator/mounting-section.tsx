// Mounting (a board behind the print) or stretcher bars (canvas), as the media offers them.
import { Select } from '../../ui/select';
import { NO_MOUNTING, offers } from '../../domain/config-lists';
import type { Media } from '../../domain/config-lists';
import { chooseMounting } from '../../domain/configurator-rules';
import { Section, firstError, memoSection } from './section';
import type { SectionProps } from './section';

export function mountingTitle(media: Media | undefined): string {
  const board = offers(media, 'mounting');
  const bars = offers(media, 'stretcher');
  return board && bars ? 'Mounting or stretcher' : bars ? 'Stretcher' : 'Mounting';
}

function Mounting({
  options,
  lists,
  errors,
  apply,
  media,
}: SectionProps & { media: Media | undefined }) {
  const boards = lists.mountings.filter(
    (m) => !m.stretcher && (m.value === NO_MOUNTING || offers(media, 'mounting')),
  );
  const bars = lists.mountings.filter((m) => m.stretcher && offers(media, 'stretcher'));
  const data = [
    { group: 'Mounting', items: boards.map((m) => ({ value: m.value, label: m.text })) },
    ...(bars.length
      ? [{ group: 'Stretched canvas', items: bars.map((m) => ({ value: m.value, label: m.text })) }]
      : []),
  ];
  const title = mountingTitle(media);
  return (
    <Section title={title}>
      <Select
        aria-label={title}
        placeholder="No mounting"
        data={data}
        value={options.mountingOrStretcher}
        onChange={(v) => apply((o) => chooseMounting(o, v ?? NO_MOUNTING, lists))}
        allowDeselect={false}
        error={firstError(errors, 'mountingOrStretcher')}
      />
    </Section>
  );
}

export const MountingSection = memoSection(Mounting, (o) => [o.mountingOrStretcher], [
  'mountingOrStretcher',
]);
