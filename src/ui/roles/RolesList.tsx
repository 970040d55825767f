import { Badge, Dialog, HStack, Text } from '@chakra-ui/react';
import type { Role } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import { DELETE_DIALOG_WIDTH, ListDialogFrame } from '../lists/ListDialogs';
import { Icon } from '../shell/Icon';
import { RecordList, type DeleteTexts } from '../lists/RecordList';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';

/** Where a delete stands before the confirmation: the row being checked, or refused because users hold the role. */
export type RoleDeleteCheck =
  | { kind: 'checking'; id: string; title: string }
  | { kind: 'assigned'; id: string; title: string; userCount: number }
  | null;

/** Props of {@link RolesList}. */
export interface RolesListProps extends PagedListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<Role>;
  /** The assignment check a row's Delete runs first. */
  deleteCheck: RoleDeleteCheck;
  /** Raised by 'New Role'. */
  onNew: () => void;
  /** Raised by a row's Edit (a role that is not core). */
  onEdit: (role: Role) => void;
  /** Raised by a row's View (a core role). */
  onView: (role: Role) => void;
  /** Raised by a row's Delete (never offered on a core role). */
  onDelete: (role: Role) => void;
  /** Raised by "Fetch selected". */
  onFetchSelected: () => void;
  /** Raised by the delete dialog's Delete. */
  onConfirmDelete: () => void;
  /** Raised by a list dialog's Cancel (or Escape, or Ok). */
  onCancelDialog: () => void;
  /** Raised by the refusal's Ok. */
  onCloseDeleteCheck: () => void;
}

/**
 * The roles list (seed 000 section 2): 'Roles list' and 'New Role', columns select, id, title
 * and actions: Edit, or View for a core role, and Delete, never for a core role. Sortable by id
 * and title, searchable by title, paged. Delete first checks who holds the role: one still
 * assigned is refused with the number of users; otherwise 'Are you sure to permanently delete
 * this role?' asks, then 'Role is deleting...' shows.
 */
export function RolesList(props: RolesListProps) {
  const { LL } = useI18n();
  const T = LL.ROLES;
  const { deleteCheck } = props;
  const checking = deleteCheck?.kind === 'checking' ? deleteCheck.id : null;
  const columns: ListColumn<Role>[] = [
    { key: 'id', header: T.COLUMN_ID(), sortable: true, width: '6rem', cell: (role) => role.id },
    {
      key: 'title',
      header: T.COLUMN_TITLE(),
      sortable: true,
      cell: (role) => (
        <HStack gap="2" wrap="wrap">
          <Text as="span">{role.title}</Text>
          {role.isCoreRole ? (
            <Badge colorPalette="gray" variant="subtle" size="sm">
              <Icon name="lock" size="0.75rem" />
              {T.CORE_BADGE()}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
  ];
  const actions: RowAction<Role>[] = [
    { key: 'edit', icon: 'edit', label: (role) => T.EDIT_ROW({ title: role.title }), hidden: (role) => role.isCoreRole, onSelect: props.onEdit },
    { key: 'view', icon: 'view', label: (role) => T.VIEW_ROW({ title: role.title }), hidden: (role) => !role.isCoreRole, onSelect: props.onView },
    {
      key: 'delete',
      icon: 'delete',
      danger: true,
      label: (role) => (role.id === checking ? T.CHECKING_ROW({ title: role.title }) : T.DELETE_ROW({ title: role.title })),
      hidden: (role) => role.isCoreRole,
      disabled: (role) => role.id === checking,
      onSelect: props.onDelete,
    },
  ];
  // One role at a time: no texts for many.
  const deleteTexts: DeleteTexts = { TITLE: T.DELETE_TITLE, DESCRIPTION: T.DELETE_DESCRIPTION, WAIT: T.DELETE_WAIT };

  return (
    <RecordList<Role>
      part="roles-list"
      card={{ 'data-delete-check': deleteCheck?.kind }}
      texts={{ title: T.LIST_TITLE(), newLabel: T.NEW_ROLE(), delete: deleteTexts, fetchTitle: T.FETCH_TITLE() }}
      describe={(role) => role.title}
      {...props}
      // A role is deleted from its row only, once who holds it is checked: no "Delete selected".
      onDelete={undefined}
      columns={columns}
      rowId={(role) => role.id}
      actions={actions}
    >
      <RoleAssignedDialog check={deleteCheck?.kind === 'assigned' ? deleteCheck : null} onClose={props.onCloseDeleteCheck} />
    </RecordList>
  );
}

/** The refusal (440 px, as the delete confirmation): the role is held by users, and by how many. */
function RoleAssignedDialog({ check, onClose }: { check: { title: string; userCount: number } | null; onClose: () => void }) {
  const { LL } = useI18n();
  return (
    <ListDialogFrame
      open={check !== null}
      width={DELETE_DIALOG_WIDTH}
      title={LL.ROLES.ASSIGNED_TITLE()}
      alert
      onClose={onClose}
      part="role-assigned-dialog"
    >
      <Dialog.Description>{check ? LL.ROLES.ASSIGNED_DESCRIPTION({ title: check.title, count: check.userCount }) : null}</Dialog.Description>
    </ListDialogFrame>
  );
}
