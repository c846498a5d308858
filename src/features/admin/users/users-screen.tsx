// Users: every account, newest first, searched by name or email and filtered by role or
// state; artist, admin and wholesale flags switch in place, markup is edited in a popover,
// and an account is disabled (its sessions end at once) or enabled after a confirmation.
// Artists without an account are created here too.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  USER_FILTERS,
  WITHDRAWN_WORKS,
  type AdminUser,
  type UserFilter,
  type UserUpdate,
} from '../../../domain/admin/users';
import { formatDate } from '../../../domain/format';
import { useAtomValue } from '../../../state/jotai';
import { userAtom } from '../../../state/session';
import { Pagination } from '../../../ui/pagination';
import { toastError, toastSuccess } from '../../../ui/toast';
import { ArtistDialog } from '../gallery/artist-dialog';
import { AdminShell } from '../shared/admin-shell';
import { errorMessage } from '../shared/api-errors';
import { usePrivateQuery } from '../../../data/private-query';
import { ConfirmModal } from '../shared/confirm-modal';
import { DisableButton, MarkupEditor, WORKS_LEAVE_MARKET } from './user-actions';
import { fetchUsers, updateUser } from './users-api';

const FILTER_LABELS: Record<UserFilter, string> = {
  all: 'All',
  customer: 'Customers',
  artist: 'Artists',
  admin: 'Admins',
  wholesale: 'Wholesale',
  disabled: 'Disabled',
};

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
            <ScrollArea type="never" maw="100%">
              <SegmentedControl
                value={filter}
                onChange={(v) => {
                  setFilter(v);
                  setPage(1);
                }}
                data={USER_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
                aria-label="Which users"
              />
            </ScrollArea>
          </Group>
        </Paper>

        {query.error && (
          <Alert color="red" variant="light">
            {errorMessage(query.error)}
          </Alert>
        )}
        {!query.data && !query.error && <Skeleton h={320} />}
        {query.data && rows.length === 0 && <Text py="md">No users match.</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={880}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              style={{ opacity: query.loading ? 0.6 : 1, transition: 'opacity 120ms' }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th ta="right">Orders</Table.Th>
                  <Table.Th>Artist</Table.Th>
                  <Table.Th>Admin</Table.Th>
                  <Table.Th>Wholesale</Table.Th>
                  <Table.Th>Markup</Table.Th>
                  <Table.Th ta="right">Account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text fz="sm" fw={600}>
                          {user.name}
                        </Text>
                        {user.disabled && (
                          <Badge color="red" variant="light" size="sm">
                            Disabled
                          </Badge>
                        )}
                      </Group>
                      <Text fz="xs" c="dimmed">
                        {user.email}
                        {user.artist_slug ? ` · /artist/${user.artist_slug}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDate(user.created_at)}</Table.Td>
                    <Table.Td ta="right">{user.orders_count}</Table.Td>
                    <Table.Td>{flag(user, 'is_artist', 'Artist')}</Table.Td>
                    <Table.Td>{flag(user, 'is_admin', 'Admin')}</Table.Td>
                    <Table.Td>{flag(user, 'wholesale_discount', 'Wholesale')}</Table.Td>
                    <Table.Td>
                      <MarkupEditor
                        user={user}
                        onSave={(markup) =>
                          change(user, { markup }, `${user.name}: markup ${markup}%.`)
                        }
                      />
                    </Table.Td>
                    <Table.Td ta="right">
                      {user.id !== me?.id && (
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
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
