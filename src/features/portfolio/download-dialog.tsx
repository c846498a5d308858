// The download dialog: a custom width and height linked by the image's ratio (no decimals in
// px, two in inches), cleared when the unit changes, negative values clamped to 0, the spec's
// stretching warning, and the image's available sizes as presets. The server answers a signed
// link and the browser navigates to it; the file arrives as an attachment.
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Dimension } from '../../domain/catalogue';
import {
  downloadRatio,
  editDownloadSize,
  PORTFOLIO_MSG,
  readySize,
  stretchWarning,
  type DownloadFormat,
  type DownloadSize,
  type DownloadUnit,
  type PortfolioImage,
} from '../../domain/portfolio';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';
import { toastError } from '../../ui/toast';
import { downloadUrl } from './portfolio-api';
import classes from './portfolio.module.css';
import { useBackCloses } from '../../ui/use-back-closes';

/** Downloads are made by the server: offline, the dialog says so instead of offering them. */
export const DOWNLOAD_NEEDS_CONNECTION =
  'Downloads need a connection: connect to the internet to download this image.';

export function DownloadDialog({
  image,
  onClose,
}: {
  image: PortfolioImage | null;
  onClose: () => void;
}) {
  const [last, setLast] = useState(image);
  if (image && image !== last) setLast(image);
  useBackCloses(image !== null, onClose);
  const shown = image ?? last;
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={shown ? `Download ${shown.name}` : 'Download'}
      size={520}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shown && <DownloadForm key={shown.id} image={shown} onClose={onClose} />}
    </Modal>
  );
}

function DownloadForm({ image, onClose }: { image: PortfolioImage; onClose: () => void }) {
  const [size, setSize] = useState<DownloadSize>({ width: '', height: '', unit: 'in' });
  const [format, setFormat] = useState<DownloadFormat>('jpeg');
  const [busy, setBusy] = useState<string | null>(null);
  const online = useAtomValue(onlineAtom);
  const ratio = downloadRatio(image);

  const start = async (key: string, w: number, h: number, unit: DownloadUnit) => {
    setBusy(key);
    try {
      const url = await downloadUrl(image.id, { width: w, height: h, unit, format });
      window.location.assign(url);
    } catch {
      toastError(PORTFOLIO_MSG.downloadError, 2000);
    } finally {
      setBusy(null);
    }
  };

  const setSide = (field: 'width' | 'height') => (value: number | string) =>
    setSize((s) => editDownloadSize(s, { field, value }, ratio));
  const unit = size.unit ?? 'in';
  const decimals = unit === 'px' ? 0 : 2;
  const presets = image.available_dimensions;
  const ready = readySize(size);

  return (
    <Stack gap="md">
      {!online && (
        <Alert color="gray" variant="light" role="status">
          {DOWNLOAD_NEEDS_CONNECTION}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Original scan {image.pixel_width} x {image.pixel_height} px · {image.original_width} x{' '}
        {image.original_height} in
      </Text>

      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Custom size</legend>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Unit"
            value={unit}
            onChange={(v) =>
              setSize((s) => editDownloadSize(s, { field: 'unit', value: v }, ratio))
            }
            data={[
              { value: 'in', label: 'Inches (in)' },
              { value: 'px', label: 'Pixels (px)' },
            ]}
            fullWidth
          />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={`Width (${unit})`}
              value={size.width}
              onChange={setSide('width')}
              min={0}
              allowDecimal={decimals > 0}
              decimalScale={decimals}
              hideControls
              inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            />
            <NumberInput
              label={`Height (${unit})`}
              value={size.height}
              onChange={setSide('height')}
              min={0}
              allowDecimal={decimals > 0}
              decimalScale={decimals}
              hideControls
              inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            />
          </SimpleGrid>
          {stretchWarning(size) && (
            <Alert
              color="gold"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="status"
            >
              {PORTFOLIO_MSG.stretchWarning}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              aria-label="File format"
              size="xs"
              value={format}
              onChange={(v) => setFormat(v)}
              data={[
                { value: 'jpeg', label: 'JPEG' },
                { value: 'tiff', label: 'TIFF' },
              ]}
            />
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!online || ready === null || busy !== null}
              loading={busy === 'custom'}
              onClick={() => ready && void start('custom', ready.width, ready.height, ready.unit)}
            >
              Download
            </Button>
          </Group>
        </Stack>
      </fieldset>

      {presets.length > 0 && (
        <>
          <Divider label="Or choose an available size" labelPosition="center" />
          <ul className={classes.presets} aria-label="Available sizes">
            {presets.map((d: Dimension) => (
              <li key={d.value}>
                <UnstyledButton
                  className={`${classes.preset} touch-target`}
                  disabled={!online || busy !== null}
                  aria-label={`Download ${d.text}`}
                  onClick={() => void start(d.value, d.width, d.height, d.unit)}
                >
                  <span>{d.text}</span>
                  <IconDownload size={16} aria-hidden />
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </>
      )}

      <Group justify="flex-end" className={classes.dialogFoot}>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
