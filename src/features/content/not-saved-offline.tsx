// Offline, on a screen whose data was never fetched here: one plain sentence, and links to the
// pages that have been saved for offline use (home when none is known).
import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { savedPages, type SavedPage } from '../../data/saved-pages';
import { AnchorLink } from '../../ui/router-links';

export const NOT_SAVED_OFFLINE =
  'You are offline, and this page has not been saved for offline use yet.';

/** `asTitle`: the message is the screen's title (its h1), the whole screen being this notice. */
export function NotSavedOffline({ asTitle = false }: { asTitle?: boolean }) {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let live = true;
    savedPages().then(
      (found) => live && setPages(found),
      () => live && setPages([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Stack align="center" gap="sm" py={56} ta="center" role="alert">
      <IconCloudOff size={40} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
      <Text component={asTitle ? 'h1' : 'p'} fw={600} m={0}>
        {NOT_SAVED_OFFLINE}
      </Text>
      {pages && pages.length > 0 ? (
        <nav aria-label="Saved for offline use">
          <Text c="dimmed" fz="sm" mb={4}>
            Saved for offline use:
          </Text>
          <List listStyleType="none" spacing={4} p={0}>
            {pages.map((p) => (
              <List.Item key={p.path}>
                <Anchor href={p.path}>{p.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      ) : (
        pages && <AnchorLink to="/">Go to the home page</AnchorLink>
      )}
    </Stack>
  );
}
