// Users: every account, newest first, searched by name or email and filtered by role or
// state; artist, admin and wholesale flags switch in place, markup is edited in a popover,
// and an account is disabled (its sessions end at once) or enabled after a confirmation.
// Artists without an account are created here too.
import {
  Badge,
  Button,
  Group,
  Paper,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  USER_FILTERS,
  WITHDRAWN_WORKS,
  type AdminUser,
  type UserFilter,
  type UserUpdate,
} from '../../../domain/admin/users';
import { countOf, formatCount, formatDate } from '../../../domain/format';
import { useAtomValue } from '../../../state/jotai';
import { userAtom } from '../../../state/session';
import { Pagination } from '../../../ui/pagination';
import { usePageInList } from '../../../ui/use-page-in-list';
import { toastError, toastSuccess } from '../../../ui/toast';
import { ArtistDialog } from '../gallery/artist-dialog';
import { AdminShell } from '../shared/admin-shell';
import { usePrivateQuery } from '../../../data/private-query';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PHONE_QUERY, ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { DisableButton, MarkupEditor, WORKS_LEAVE_MARKET } from './user-actions';
import { fetchUsers, updateUser } from './users-api';
import { errorMessage } from '../shared/api-errors';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const FILTER_LABELS: Record<UserFilter, string> = {
  all: 'All',
  customer: 'Customers',
  artist: 'Artists',
  admin: 'Admins',
  wholesale: 'Wholesale',
  disabled: 'Disabled',
};
const asFilter = (value: string) => USER_FILTERS.find((f) => f === value) ?? 'all';
const filterOptions = USER_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }));

export function UsersScreen() {
  const me = useAtomValue(userAtom);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<UserFilter>('all');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [artistFor, setArtistFor] = useState<AdminUser | null | 'none'>(null);
  const [artistOff, setArtistOff] = useState<AdminUser | null>(null);

  const query = usePrivateQuery(['admin-users', debounced, filter, page], (signal) =>
    fetchUsers({ search: debounced, filter, page }, signal),
  );
  const rows = query.data?.data ?? [];
  usePageInList(page, query.data, setPage);
  // Six choices do not fit a phone's width side by side: there they are the phone's own picker.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const choose = (next: UserFilter) => {
    setFilter(next);
    setPage(1);
  };

  const change = async (user: AdminUser, changes: UserUpdate, done: string) => {
    setBusy(user.id);
    try {
      const { data: saved, withdrawn_works } = await updateUser(user.id, changes);
      if (query.data) {
        query.setData({
          ...query.data,
          data: query.data.data.map((u) => (u.id === saved.id ? { ...u, ...saved } : u)),
        });
      }
      toastSuccess(withdrawn_works > 0 ? `${done} ${WITHDRAWN_WORKS(withdrawn_works)}` : done);
      return true;
    } catch (error) {
      toastError(errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const flag = (
    user: AdminUser,
    key: 'is_artist' | 'is_admin' | 'wholesale_discount',
    label: string,
  ) => (
    <Switch
      size="sm"
      checked={user[key]}
      disabled={busy === user.id || (key === 'is_admin' && user.id === me?.id)}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        // Turning an artist off takes their works off the market: asked first.
        if (key === 'is_artist' && !on && user.artist_id !== null) setArtistOff(user);
        else void change(user, { [key]: on }, `${user.name}: ${label} ${on ? 'on' : 'off'}.`);
      }}
      aria-label={`${label} for ${user.name}`}
    />
  );

  const columns: TableColumn<AdminUser>[] = [
    {
      header: 'User',
      place: 'title',
      cell: (user) => (
        <>
          <Group gap={6}>
            <Text fz="sm" fw={600}>
              <bdi>{user.name}</bdi>
            </Text>
            {user.disabled && (
              <Badge color="red" variant="light" size="sm">
                Disabled
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            <bdi>{user.email}</bdi>
            {user.artist_slug ? ` · /artist/${user.artist_slug}` : ''}
          </Text>
        </>
      ),
    },
    { header: 'Joined', cell: (user) => formatDate(user.created_at) },
    { header: 'Orders', align: 'right', cell: (user) => formatCount(user.orders_count) },
    { header: 'Artist', cell: (user) => flag(user, 'is_artist', 'Artist') },
    { header: 'Admin', cell: (user) => flag(user, 'is_admin', 'Admin') },
    { header: 'Wholesale', cell: (user) => flag(user, 'wholesale_discount', 'Wholesale') },
    {
      header: 'Markup',
      cell: (user) => (
        <MarkupEditor
          user={user}
          onSave={(markup) => change(user, { markup }, `${user.name}: markup ${markup}%.`)}
        />
      ),
    },
    {
      header: 'Account',
      align: 'right',
      place: 'actions',
      cell: (user) =>
        user.id !== me?.id && (
          <DisableButton
            user={user}
            busy={busy === user.id}
            onConfirm={() =>
              change(
                user,
                { disabled: !user.disabled },
                user.disabled
                  ? `${user.name} can sign in again.`
                  : `${user.name} is disabled and signed out.`,
              )
            }
          />
        ),
    },
  ];

  return (
    <AdminShell
      title="Users"
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          onClick={() => setArtistFor('none')}
        >
          New artist
        </Button>
      }
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group gap="sm" justify="space-between">
            <TextInput
              placeholder="Search name or email"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              aria-label="Search users"
              w={{ base: '100%', sm: 300 }}
            />
            {phone ? (
              <NativeSelect
                value={filter}
                onChange={(e) => choose(asFilter(e.currentTarget.value))}
                data={filterOptions}
                aria-label="Which users"
                w="100%"
              />
            ) : (
              <SegmentedControl
                value={filter}
                onChange={choose}
                data={filterOptions}
                aria-label="Which users"
              />
            )}
          </Group>
        </Paper>

        {query.error && <LoadFailureAlert error={query.error} onRetry={query.reload} />}
        {!query.data && !query.error && <Skeleton h={320} />}
        {query.data && (
          <Text fz="sm" c="dimmed">
            {countOf(query.data.total, 'user')}
          </Text>
        )}
        {query.data && rows.length === 0 && <Text py="md">No users match.</Text>}
        {rows.length > 0 && (
          <ResponsiveTable
            rows={rows}
            columns={columns}
            rowKey={(user) => user.id}
            label="Users"
            minWidth={880}
            loading={query.loading}
            verticalSpacing="xs"
          />
        )}
        {query.data && (
          <Group justify="center">
            <Pagination
              page={page}
              total={query.data.last_page}
              onChange={setPage}
              visible={6}
              label="User pages"
            />
          </Group>
        )}
      </Stack>
      <ArtistDialog
        opened={artistFor !== null}
        artist={null}
        initialUser={artistFor === 'none' ? null : artistFor}
        onClose={() => setArtistFor(null)}
        onSaved={() => query.reload()}
      />
      <ConfirmModal
        opened={artistOff !== null}
        title="Turn artist off"
        text={`${artistOff?.name ?? ''} will no longer manage a portfolio. ${WORKS_LEAVE_MARKET}`}
        confirm="Turn off"
        color="red"
        busy={artistOff !== null && busy === artistOff.id}
        onClose={() => setArtistOff(null)}
        onConfirm={() =>
          artistOff
            ? change(artistOff, { is_artist: false }, `${artistOff.name}: Artist off.`)
            : Promise.resolve(false)
        }
      />
    </AdminShell>
  );
}
