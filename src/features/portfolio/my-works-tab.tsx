// The My Works tab of /my-account: the artist's images in a grid or a list, with search, sort,
// pages (9 visible), the market toggle, and the edit, download and delete dialogs. A three-step
// tour of the buttons opens once for a new artist and again from the help button.
import { Box, Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { countOf } from '../../domain/format';
import { PORTFOLIO_VISIBLE_PAGES, type PortfolioImage } from '../../domain/portfolio';
import { userAtom } from '../../state/session';
import { useAtomValue } from '../../state/jotai';
import { Pagination } from '../../ui/pagination';
import { LoadFailureAlert } from '../content/load-failure-alert';
import { toastError } from '../../ui/toast';
import { DeleteDialog } from './delete-dialog';
import { DownloadDialog } from './download-dialog';
import { ImageEditDialog } from './image-edit-dialog';
import { setSaleInMarket } from './portfolio-api';
import classes from './portfolio.module.css';
import { useWorks } from './use-works';
import type { WorkHandlers } from './work-actions';
import { NoImages, NoResults } from './works-empty';
import { WorksGrid } from './works-grid';
import { WorksTable } from './works-table';
import { WorksToolbar } from './works-toolbar';
import { TourProvider, useWorksTour } from './works-tour';

export interface MyWorksTabProps {
  /** An admin's choice of artist; the signed-in artist's own works when absent. */
  artistId?: number | undefined;
}

export function MyWorksTab({ artistId }: MyWorksTabProps) {
  const user = useAtomValue(userAtom);
  const works = useWorks(artistId);
  const [editing, setEditing] = useState<PortfolioImage | null>(null);
  const [downloading, setDownloading] = useState<PortfolioImage | null>(null);
  const [deleting, setDeleting] = useState<PortfolioImage | null>(null);

  const images = works.page?.data ?? [];
  const dialogOpen = editing !== null || downloading !== null || deleting !== null;
  const tour = useWorksTour(user?.id, images.length > 0 && !works.loading, dialogOpen);
  const tourImageId = images[0]?.id;

  const handlers: WorkHandlers = {
    onDownload: setDownloading,
    onEdit: setEditing,
    onDelete: setDeleting,
    onMarket: (image, sell) => {
      // At once on screen; put back if the server says no.
      works.replaceImage({ ...image, sale_in_market: sell });
      setSaleInMarket(image.id, sell)
        .then(works.replaceImage)
        .catch(() => {
          works.replaceImage(image);
          toastError('The market setting could not be saved. Please try again.');
        });
    },
  };

  const page = works.page;
  const searching = works.query.search !== '';
  let body: React.ReactNode;
  if (!page && works.error) {
    body = (
      <LoadFailureAlert
        title="Your works could not be loaded"
        error={works.error}
        onRetry={works.reload}
      />
    );
  } else if (!page) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={360} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (page.total === 0) {
    body = searching ? (
      <NoResults search={works.query.search} onClear={() => works.search('')} />
    ) : (
      <NoImages />
    );
  } else {
    const list =
      works.view === 'grid' ? (
        <WorksGrid images={images} tourImageId={tourImageId} handlers={handlers} />
      ) : (
        <WorksTable images={images} tourImageId={tourImageId} handlers={handlers} />
      );
    body = (
      <>
        <Box className={works.loading ? classes.loadingVeil : undefined} aria-busy={works.loading}>
          {list}
        </Box>
        <Pagination
          page={page.current_page}
          total={page.last_page}
          onChange={works.goToPage}
          visible={PORTFOLIO_VISIBLE_PAGES}
          label="My works pages"
        />
      </>
    );
  }

  return (
    <TourProvider value={tour.state}>
      <Stack gap="lg">
        <WorksToolbar
          search={works.query.search}
          order={works.query.order}
          view={works.view}
          onSearch={works.search}
          onSort={works.sort}
          onView={works.setView}
          onHelp={tour.start}
        />
        <Group justify="space-between" mih={24} aria-live="polite">
          <Text size="sm" c="dimmed">
            {page && page.total > 0
              ? `${countOf(page.total, 'image')}${searching ? ` matching “${works.query.search}”` : ''}`
              : ''}
          </Text>
          {works.loading && page && <Loader size="xs" aria-label="Loading" />}
        </Group>
        {body}
      </Stack>

      <ImageEditDialog
        image={editing}
        onClose={() => setEditing(null)}
        onSaved={works.replaceImage}
      />
      <DownloadDialog image={downloading} onClose={() => setDownloading(null)} />
      <DeleteDialog image={deleting} onClose={() => setDeleting(null)} onDeleted={works.reload} />
    </TourProvider>
  );
}
