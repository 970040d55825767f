import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Role, User } from '../../contract/schema.gen';
import type { UserAdminRefusal } from '../../domain/userAdministration';
import { USER_SEARCH_LIMIT, isSearchCapped } from '../../domain/userSearch';
import { useI18n } from '../../i18n/context';
import { readOnlyReasonText } from './userMessages';
import { ListIcon } from '../lists/ListIcon';
import { RecordList } from '../lists/RecordList';
import type { EditableListEvents, ListColumn, PagedListState, RowAction } from '../lists/listTypes';

/** Props of {@link UsersList}. */
export interface UsersListProps extends EditableListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<User>;
  /** Every role, to show a user's roles by title. */
  roles: Role[];
  /**
   * Why the signed-in user may not change or delete a row's user (DESIGN.md, "Who may act on
   * whom"), or null when it may: such a row says why, and offers neither edit nor delete.
   */
  readOnly?: ((user: User) => UserAdminRefusal | null) | undefined;
  /** Raised by a row's edit action (to users/edit/{id}). */
  onEdit: (id: string) => void;
  /** Raised by "Fetch selected". */
  onFetchSelected: () => void;
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
  const T = LL.USERS.LIST;
  const { list, roles } = props;
  const readOnly = props.readOnly ?? (() => null);
  const locked = (user: User) => readOnly(user) !== null;
  const titleOf = (id: string) => roles.find((role) => role.id === id)?.title ?? LL.USERS.ROLES.UNKNOWN({ id });
  const columns: ListColumn<User>[] = [
    { key: 'id', header: T.ID(), sortable: true, width: '5rem', cell: (user) => user.id },
    { key: 'username', header: T.USERNAME(), sortable: true, cell: (user) => user.username },
    { key: 'email', header: T.EMAIL(), sortable: true, cell: (user) => user.email },
    {
      key: 'fullname',
      header: T.FULLNAME(),
      sortable: true,
      cell: (user) => {
        const refusal = readOnly(user);
        if (!refusal) return user.fullname;
        return (
          <Stack gap="1" align="flex-start">
            <Text as="span">{user.fullname}</Text>
            <Badge colorPalette="gray" variant="outline" data-part="read-only" title={T.READ_ONLY()}>
              <ListIcon name="lock" size="0.8rem" />
              {readOnlyReasonText(LL, refusal)}
            </Badge>
          </Stack>
        );
      },
    },
    {
      key: 'roles',
      header: T.ROLES(),
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
      label: (user) => T.EDIT({ name: user.fullname }),
      onSelect: (user) => props.onEdit(user.id),
      disabled: locked,
    },
    {
      key: 'delete',
      icon: 'delete',
      danger: true,
      label: (user) => T.DELETE({ name: user.fullname }),
      onSelect: (user) => props.onDelete([user.id]),
      disabled: locked,
    },
  ];
  // A search holding only the newest of its matches says so.
  const searchHint = isSearchCapped(list.query.search, list.totalCount) ? `${LL.LISTS.SEARCH_HINT()}. ${T.SEARCH_CAPPED({ limit: USER_SEARCH_LIMIT })}` : undefined;

  return (
    <RecordList<User>
      part="users-list"
      texts={{ title: T.TITLE(), newLabel: T.NEW(), searchHint, delete: LL.USERS.DELETE }}
      describe={(user) => `${user.fullname}, ${user.email}`}
      {...props}
      columns={columns}
      rowId={(user) => user.id}
      actions={actions}
    />
  );
}
