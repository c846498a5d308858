// Uploading originals for the chosen artist: the batch's details (subject, style, medium,
// keywords, date scanned, scan dpi, for sale), then a Dropzone for many files at once. Each file
// is sent in its own request, one after another, with a progress bar; the server checks the
// bytes and makes previews in the background. Details apply to the files dropped after them.
import '@mantine/dropzone/styles.css';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../ui/select';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_SCAN_DPI,
  ORIGINAL_ACCEPT,
  ORIGINAL_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MSG,
  type AdminArtist,
  type UploadField,
} from '../../../domain/admin/gallery';
import { MEDIUMS, STYLES } from '../../../domain/catalogue';
import { localIsoDate } from '../../../domain/portfolio';
import { errorMessage } from '../shared/api-errors';
import { useCategories } from '../../catalog/catalogue-api';
import { uploadOriginal } from './gallery-api';

type Status = 'waiting' | 'uploading' | 'done' | 'failed';
interface QueueItem {
  id: string;
  name: string;
  size: number;
  progress: number;
  status: Status;
  message?: string;
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

const STATUS_LABEL: Record<Status, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Refused',
};

const STATUS_COLOR: Record<Status, string> = {
  waiting: 'gray',
  uploading: 'blue',
  done: 'green',
  failed: 'red',
};

let nextId = 0;

export function UploadPanel({
  artist,
  onUploaded,
}: {
  artist: AdminArtist;
  onUploaded: () => void;
}) {
  const subjects = useCategories().data ?? [];
  const [details, setDetails] = useState({
    category_id: null as string | null,
    style: null as string | null,
    medium: null as string | null,
    keywords: '',
    date_scanned: localIsoDate(),
    dpi: DEFAULT_SCAN_DPI as number | string,
    sale_in_market: false,
  });
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const patch = (id: string, change: Partial<QueueItem>) =>
    setQueue((q) => q.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const drop = (files: File[]) => {
    const fields: Partial<Record<UploadField, string>> = {
      category_id: details.category_id ?? undefined,
      style: details.style ?? undefined,
      medium: details.medium ?? undefined,
      keywords: details.keywords,
      date_scanned: details.date_scanned,
      dpi: String(details.dpi || DEFAULT_SCAN_DPI),
      sale_in_market: details.sale_in_market ? 'true' : 'false',
    };
    const items = files.map((file) => ({
      file,
      item: {
        id: `u${++nextId}`,
        name: file.name,
        size: file.size,
        progress: 0,
        status: 'waiting' as const,
      },
    }));
    setQueue((q) => [...items.map((i) => i.item), ...q]);
    for (const { file, item } of items) {
      chain.current = chain.current.then(async () => {
        patch(item.id, { status: 'uploading' });
        try {
          const result = await uploadOriginal(artist.id, file, fields, (progress) =>
            patch(item.id, { progress }),
          );
          const refused = result.rejected[0];
          patch(item.id, {
            progress: 1,
            status: refused ? 'failed' : 'done',
            ...(refused ? { message: refused.message } : {}),
          });
          onUploadedRef.current();
        } catch (error) {
          patch(item.id, { status: 'failed', message: errorMessage(error) });
        }
      });
    }
  };

  const reject = (rejections: FileRejection[]) =>
    setQueue((q) => [
      ...rejections.map((r) => ({
        id: `u${++nextId}`,
        name: r.file.name,
        size: r.file.size,
        progress: 0,
        status: 'failed' as const,
        message:
          r.errors[0]?.code === 'file-too-large'
            ? UPLOAD_MSG.tooLarge
            : r.errors[0]?.code === 'too-many-files'
              ? UPLOAD_MSG.tooManyFiles
              : UPLOAD_MSG.notAnImage,
      })),
      ...q,
    ]);

  const busy = queue.some((i) => i.status === 'waiting' || i.status === 'uploading');

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Upload originals for {artist.artist_name}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label="Subject"
            placeholder="None"
            clearable
            searchable
            data={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
            value={details.category_id}
            onChange={(v) => setDetails((d) => ({ ...d, category_id: v }))}
          />
          <Select
            label="Style"
            placeholder="None"
            clearable
            data={[...STYLES]}
            value={details.style}
            onChange={(v) => setDetails((d) => ({ ...d, style: v }))}
          />
          <Select
            label="Medium"
            placeholder="None"
            clearable
            data={[...MEDIUMS]}
            value={details.medium}
            onChange={(v) => setDetails((d) => ({ ...d, medium: v }))}
          />
          <TextInput
            label="Keywords"
            value={details.keywords}
            onChange={(e) => {
              const keywords = e.currentTarget.value;
              setDetails((d) => ({ ...d, keywords }));
            }}
          />
          <TextInput
            label="Date scanned"
            type="date"
            max={localIsoDate()}
            value={details.date_scanned}
            onChange={(e) => {
              const date = e.currentTarget.value;
              setDetails((d) => ({ ...d, date_scanned: date }));
            }}
          />
          <NumberInput
            label="Scan resolution (dpi)"
            description="Original inches = pixels ÷ dpi"
            min={72}
            max={4800}
            allowDecimal={false}
            value={details.dpi}
            onChange={(dpi) => setDetails((d) => ({ ...d, dpi }))}
          />
          <Checkbox
            mt={{ md: 'xl' }}
            label="Offer for sale now"
            checked={details.sale_in_market}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setDetails((d) => ({ ...d, sale_in_market: checked }));
            }}
          />
        </SimpleGrid>

        <Dropzone
          onDrop={drop}
          onReject={reject}
          accept={ORIGINAL_ACCEPT}
          maxSize={ORIGINAL_MAX_BYTES}
          maxFiles={UPLOAD_MAX_FILES}
          multiple
        >
          <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={40} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fz="lg">Drop scans here or click to choose files</Text>
              <Text fz="sm" c="dimmed">
                TIFF, JPEG or PNG, up to {ORIGINAL_MAX_BYTES / MB} MB each, {UPLOAD_MAX_FILES} at a
                time
              </Text>
            </div>
          </Group>
        </Dropzone>

        {queue.length > 0 && (
          <Stack gap={6} aria-live="polite">
            <Group justify="space-between">
              <Text fz="sm" fw={600}>
                Uploads
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy}
                onClick={() =>
                  setQueue((q) =>
                    q.filter((i) => i.status === 'waiting' || i.status === 'uploading'),
                  )
                }
              >
                Clear list
              </Button>
            </Group>
            {queue.map((item) => (
              <div key={item.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fz="sm">
                    <bdi>{item.name}</bdi>{' '}
                    <Text span c="dimmed" fz="xs">
                      {sizeText(item.size)}
                    </Text>
                  </Text>
                  <Badge
                    color={STATUS_COLOR[item.status]}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {item.status === 'uploading'
                      ? `${Math.round(item.progress * 100)}%`
                      : STATUS_LABEL[item.status]}
                  </Badge>
                </Group>
                {(item.status === 'uploading' || item.status === 'waiting') && (
                  <Progress
                    value={item.progress * 100}
                    size="sm"
                    animated={item.status === 'uploading'}
                    aria-label={`Upload of ${item.name}`}
                  />
                )}
                {item.message && (
                  <Text fz="xs" c="red">
                    {item.message}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
