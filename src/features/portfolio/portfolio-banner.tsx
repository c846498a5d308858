// The portfolio banner at the top of My Account: the cover photo (1920x370) with 'Edit cover
// photo', the profile picture with 'Change Profile Image', and a menu to remove either. After
// every change the user is fetched again, so the header and every page show the new pictures.
// A cover smaller than the banner is kept (the spec sets no minimum) but shown enlarged and
// blurred, so a warning under the banner says so until it is closed or the cover is replaced.
import { ActionIcon, Alert, Anchor, Avatar, Button, Menu, Text, Title } from '@mantine/core';
import { OpenerTooltip } from '../../ui/opener-tooltip';
import {
  IconAlertTriangle,
  IconCamera,
  IconDots,
  IconPhotoOff,
  IconUserOff,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { coverSizeWarning, type ProfileImages } from '../../domain/portfolio';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { toastError } from '../../ui/toast';
import { fetchCurrentUser } from '../auth/current-user';
import { PICTURE_TITLES, PictureUploadDialog } from './picture-upload-dialog';
import { removePicture, type PictureKind } from './portfolio-api';
import { readPictureSize } from './read-picture-size';
import classes from './portfolio.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function PortfolioBanner() {
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const [choosing, setChoosing] = useState<PictureKind | null>(null);
  const [removing, setRemoving] = useState<PictureKind | null>(null);
  const [coverWarning, setCoverWarning] = useState<string | null>(null);

  if (!user) return null;

  /** Shows the new paths at once, then loads the whole user again. */
  const refresh = async (paths: ProfileImages) => {
    setUser((u) => (u ? { ...u, ...paths } : u));
    try {
      setUser(await fetchCurrentUser());
    } catch {
      // The paths above are already right; the next page load fetches the rest.
    }
  };

  const uploaded = async (kind: PictureKind, paths: ProfileImages, file: File) => {
    if (kind === 'profile_background') {
      const size = await readPictureSize(file);
      setCoverWarning(size && coverSizeWarning(size));
    }
    await refresh(paths);
  };

  const remove = async (kind: PictureKind) => {
    setRemoving(kind);
    try {
      const paths = await removePicture(kind);
      if (kind === 'profile_background') setCoverWarning(null);
      await refresh(paths);
    } catch {
      toastError('The picture could not be removed. Please try again.');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className={classes.banner} aria-label="Portfolio banner">
      <div className={classes.cover}>
        {user.profile_background && (
          <img src={user.profile_background} alt="" decoding="async" fetchPriority="high" />
        )}
        <div className={classes.coverActions}>
          <Button
            variant="white"
            color="dark"
            size="xs"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={() => setChoosing('profile_background')}
          >
            {PICTURE_TITLES.profile_background}
          </Button>
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="white"
                color="dark"
                size={30}
                aria-label="More picture options"
                loading={removing !== null}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconUserOff size={16} aria-hidden />}
                disabled={!user.profile_image}
                onClick={() => void remove('profile_image')}
              >
                Remove Profile Image
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPhotoOff size={16} aria-hidden />}
                disabled={!user.profile_background}
                onClick={() => void remove('profile_background')}
              >
                Remove Cover Image
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </div>
      </div>

      <div className={classes.identity}>
        <div className={classes.avatarWrap}>
          <Avatar
            src={user.profile_image}
            alt={user.profile_image ? `${user.name}'s profile image` : undefined}
            radius="50%"
            className={classes.avatar}
            color="burgundy"
          >
            {initials(user.name)}
          </Avatar>
          <OpenerTooltip label={PICTURE_TITLES.profile_image} withArrow>
            <ActionIcon
              className={classes.avatarButton}
              radius="xl"
              size={32}
              onClick={() => setChoosing('profile_image')}
              aria-label={PICTURE_TITLES.profile_image}
              // A pointer's shortcut to the text button of the same name beside the name, which
              // keyboards and screen readers use: one stop for them, not two of one name.
              tabIndex={-1}
              aria-hidden
            >
              <IconCamera size={16} aria-hidden />
            </ActionIcon>
          </OpenerTooltip>
        </div>
        <div className={classes.identityText}>
          <Title order={2} size="h3">
            <bdi>{user.name}</bdi>
          </Title>
          {user.artist_slug ? (
            <Anchor
              size="sm"
              className="touch-target"
              renderRoot={(props) => (
                <Link {...props} to="/artist/$slug" params={{ slug: user.artist_slug! }} />
              )}
            >
              View my artist page
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              <bdi>{user.email}</bdi>
            </Text>
          )}
        </div>
        <div className={classes.identityEnd}>
          <Button variant="default" size="xs" onClick={() => setChoosing('profile_image')}>
            {PICTURE_TITLES.profile_image}
          </Button>
        </div>
      </div>

      {coverWarning && (
        <Alert
          mt="md"
          color="gold"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel="Close the cover warning"
          onClose={() => setCoverWarning(null)}
        >
          {coverWarning}
        </Alert>
      )}

      <PictureUploadDialog
        kind={choosing}
        onClose={() => setChoosing(null)}
        onUploaded={uploaded}
      />
    </section>
  );
}
