import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Role, User } from '../../contract/schema.gen';
import type { UserAdminRefusal } from '../../domain/userAdministration';
import { USER_SEARCH_LIMIT, isSearchCapped } from '../../domain/userSearch';
import { useI18n } from '../../i18n/context';
import { DeleteDialog, FetchSelectedDialog } from '../lists/ListDialogs';
import { readOnlyReasonText } from './userMessages';
import { ListCard } from '../lists/ListCard';
import { ListIcon } from '../lists/ListIcon';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';

/** Props of {@link UsersList}. */
export interface UsersListProps extends PagedListEvents {
  /** The list machine's view (`toListView`). */
  list: PagedListState<User>;
  /** Every role, to show a user's roles by title. */
  roles: Role[];
  /**
   * Why the signed-in user may not change or delete a row's user (DESIGN.md, "Who may act on
   * whom"), or null when it may: such a row says why, and offers neither edit nor delete.
   */
  readOnly?: ((user: User) => UserAdminRefusal | null) | undefined;
  /** Raised by 'New user' (to users/add). */
  onNew: () => void;
  /** Raised by a row's edit action (to users/edit/{id}). */
  onEdit: (id: string) => void;
  /** Raised by a row's delete action, or "Delete selected", with the ids to delete. */
  onDelete: (ids: string[]) => void;
  /** Raised by "Fetch selected". */
  onFetchSelected: () => void;
  /** Raised by the delete dialog's Delete. */
  onConfirmDelete: () => void;
  /** Raised by a dialog's Cancel (or Escape, or Ok). */
  onCancelDialog: () => void;
}

/**
 * The users list (seed 000 section 2): title and 'New user', columns select, id, username,
 * email, fullname, roles by title and actions (edit, delete); sortable, searchable, paged. Delete
 * asks 'Are you sure to permanently delete this user?' in the delete dialog; ticked rows feed
 * the fetch-selected dialog. A search holding only the newest {@link USER_SEARCH_LIMIT} of its
 * matches says so under the search box.
 */
export function UsersList(props: UsersListProps) {
  const { LL } = useI18n();
  const { list, roles } = props;
  const readOnly = props.readOnly ?? (() => null);
  const locked = (user: User) => readOnly(user) !== null;
  const titleOf = (id: string) => roles.find((role) => role.id === id)?.title ?? LL.USERS.ROLES.UNKNOWN({ id });
  const columns: ListColumn<User>[] = [
    { key: 'id', header: LL.USERS.LIST.ID(), sortable: true, width: '5rem', cell: (user) => user.id },
    { key: 'username', header: LL.USERS.LIST.USERNAME(), sortable: true, cell: (user) => user.username },
    { key: 'email', header: LL.USERS.LIST.EMAIL(), sortable: true, cell: (user) => user.email },
    {
      key: 'fullname',
      header: LL.USERS.LIST.FULLNAME(),
      sortable: true,
      cell: (user) => {
        const refusal = readOnly(user);
        if (!refusal) return user.fullname;
        return (
          <Stack gap="1" align="flex-start">
            <Text as="span">{user.fullname}</Text>
            <Badge colorPalette="gray" variant="outline" data-part="read-only" title={LL.USERS.LIST.READ_ONLY()}>
              <ListIcon name="lock" size="0.8rem" />
              {readOnlyReasonText(LL, refusal)}
            </Badge>
          </Stack>
        );
      },
    },
    {
      key: 'roles',
      header: LL.USERS.LIST.ROLES(),
      cell: (user) => (
        <HStack gap="1" wrap="wrap">
          {user.roles.map((id) => (
            <Badge key={id} colorPalette="brand" variant="subtle">
              {titleOf(id)}
            </Badge>
          ))}
        </HStack>
      ),
    },
  ];
  const actions: RowAction<User>[] = [
    {
      key: 'edit',
      icon: 'edit',
      label: (user) => LL.USERS.LIST.EDIT({ name: user.fullname }),
      onSelect: (user) => props.onEdit(user.id),
      disabled: locked,
    },
    {
      key: 'delete',
      icon: 'delete',
      danger: true,
      label: (user) => LL.USERS.LIST.DELETE({ name: user.fullname }),
      onSelect: (user) => props.onDelete([user.id]),
      disabled: locked,
    },
  ];
  const { dialog } = list;
  const many = dialog !== null && dialog.ids.length > 1;
  const describe = (id: string) => {
    const user = list.rows.find((row) => row.id === id);
    return { id, text: user ? `${user.fullname}, ${user.email}` : id };
  };

  return (
    <ListCard part="users-list" title={LL.USERS.LIST.TITLE()} newLabel={LL.USERS.LIST.NEW()} onNew={props.onNew}>
      <PagedTable<User>
        {...list}
        label={LL.USERS.LIST.TITLE()}
        columns={columns}
        rowId={(user) => user.id}
        actions={actions}
        searchHint={
          isSearchCapped(list.query.search, list.totalCount)
            ? `${LL.LISTS.SEARCH_HINT()}. ${LL.USERS.LIST.SEARCH_CAPPED({ limit: USER_SEARCH_LIMIT })}`
            : undefined
        }
        onSearch={props.onSearch}
        onSort={props.onSort}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        onRetry={props.onRetry}
        onSelectionChange={props.onSelectionChange}
        onDeleteSelected={props.onDelete}
        onFetchSelected={props.onFetchSelected}
      />
      <DeleteDialog
        open={dialog?.kind === 'delete'}
        title={many ? LL.USERS.DELETE.MANY_TITLE() : LL.USERS.DELETE.TITLE()}
        description={many ? LL.USERS.DELETE.MANY_DESCRIPTION() : LL.USERS.DELETE.DESCRIPTION()}
        waitingText={many ? LL.USERS.DELETE.MANY_WAIT() : LL.USERS.DELETE.WAIT()}
        closing={dialog?.kind === 'delete' && dialog.closing}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDialog}
      />
      <FetchSelectedDialog
        open={dialog?.kind === 'fetchSelected'}
        items={dialog?.kind === 'fetchSelected' ? dialog.ids.map(describe) : []}
        onClose={props.onCancelDialog}
      />
    </ListCard>
  );
}
