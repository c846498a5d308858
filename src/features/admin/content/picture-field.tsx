// A content picture (banner, section pictures): shown as it is, and chosen from the gallery's
// own artworks (searched as the catalogue searches them) or from the pictures the page had
// when it was opened, instead of typing a path.
import {
  Button,
  Group,
  Image,
  Input,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { catalogueImages } from '../../catalog/catalogue-api';
import { useResource } from '../../content/use-resource';
import { LoadFailureAlert } from '../../content/load-failure-alert';

interface Props {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Pictures offered besides the artworks: the page's own, as it was loaded. */
  pagePictures: string[];
  error?: string;
}

export function PictureField({ label, value, onChange, pagePictures, error }: Props) {
  const [open, { open: show, close }] = useDisclosure(false);
  const choose = (url: string) => {
    onChange(url);
    close();
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Group align="center" gap="md" mt={4}>
        {value ? (
          <Image src={value} alt="" w={160} h={100} fit="cover" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed" w={160}>
            No picture: the page shows a fresh artwork.
          </Text>
        )}
        <Stack gap={6}>
          <Button
            variant="light"
            size="xs"
            onClick={show}
            aria-label={`Choose a picture for ${label}`}
          >
            Choose a picture
          </Button>
          {value && (
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              onClick={() => onChange('')}
              aria-label={`Remove ${label}`}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Group>
      <Modal opened={open} onClose={close} title={label} size="xl">
        {open && <PictureChooser pagePictures={pagePictures} current={value} onChoose={choose} />}
      </Modal>
    </Input.Wrapper>
  );
}

function PictureChooser({
  pagePictures,
  current,
  onChoose,
}: {
  pagePictures: string[];
  current: string;
  onChoose: (url: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const { key, load } = catalogueImages({
    search: term,
    subject: [],
    medium: [],
    proportion: [],
    style: [],
    page: 1,
  });
  const artworks = useResource(key, load);
  const tile = (url: string, name: string, shown = url) => (
    <UnstyledButton
      key={url}
      onClick={() => onChoose(url)}
      aria-label={`Use ${name}`}
      aria-pressed={url === current}
      style={{
        outline: url === current ? '3px solid var(--mantine-primary-color-filled)' : undefined,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Image src={shown} alt="" h={110} fit="cover" radius="sm" />
      <Text size="xs" mt={4}>
        <bdi>{name}</bdi>
      </Text>
    </UnstyledButton>
  );
  const own = [...new Set(pagePictures.filter(Boolean))];
  return (
    <Stack gap="md">
      {own.length > 0 && (
        <>
          <Text fw={600} size="sm">
            This page&apos;s pictures
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {own.map((url) => tile(url, url.split('/').pop() ?? url))}
          </SimpleGrid>
        </>
      )}
      <TextInput
        label="Artworks"
        placeholder="Search by title, artist or subject"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {artworks.error && <LoadFailureAlert error={artworks.error} onRetry={artworks.reload} />}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {artworks.data
          ? artworks.data.data.map((a) =>
              tile(a.preview_image.path, `${a.name}, ${a.artist_name}`, a.thumbnail_image),
            )
          : Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h={130} />)}
      </SimpleGrid>
      {artworks.data?.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No artwork matches “{term}”.
        </Text>
      )}
    </Stack>
  );
}
