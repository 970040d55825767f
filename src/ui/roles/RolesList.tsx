import { Badge, Box, Button, Dialog, Flex, HStack, Portal, Text } from '@chakra-ui/react';
import type { Role } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import { DELETE_DIALOG_WIDTH, DeleteDialog, FetchSelectedDialog } from '../lists/ListDialogs';
import { ListIcon } from '../lists/ListIcon';
import { Icon } from '../shell/Icon';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';

/** Where a delete stands before the confirmation: the row being checked, or refused because users hold the role. */
export type RoleDeleteCheck =
  | { kind: 'checking'; id: string; title: string }
  | { kind: 'assigned'; id: string; title: string; userCount: number }
  | null;

/** Props of {@link RolesList}. */
export interface RolesListProps extends PagedListEvents {
  /** The list machine's view (`toListView`). */
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
  const { list, deleteCheck } = props;
  const checking = deleteCheck?.kind === 'checking' ? deleteCheck.id : null;
  const columns: ListColumn<Role>[] = [
    { key: 'id', header: LL.ROLES.COLUMN_ID(), sortable: true, width: '6rem', cell: (role) => role.id },
    {
      key: 'title',
      header: LL.ROLES.COLUMN_TITLE(),
      sortable: true,
      cell: (role) => (
        <HStack gap="2" wrap="wrap">
          <Text as="span">{role.title}</Text>
          {role.isCoreRole ? (
            <Badge colorPalette="gray" variant="subtle" size="sm">
              <Icon name="lock" size="0.75rem" />
              {LL.ROLES.CORE_BADGE()}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
  ];
  const actions: RowAction<Role>[] = [
    { key: 'edit', icon: 'edit', label: (role) => LL.ROLES.EDIT_ROW({ title: role.title }), hidden: (role) => role.isCoreRole, onSelect: props.onEdit },
    { key: 'view', icon: 'view', label: (role) => LL.ROLES.VIEW_ROW({ title: role.title }), hidden: (role) => !role.isCoreRole, onSelect: props.onView },
    {
      key: 'delete',
      icon: 'delete',
      danger: true,
      label: (role) => (role.id === checking ? LL.ROLES.CHECKING_ROW({ title: role.title }) : LL.ROLES.DELETE_ROW({ title: role.title })),
      hidden: (role) => role.isCoreRole,
      disabled: (role) => role.id === checking,
      onSelect: props.onDelete,
    },
  ];
  const { dialog } = list;
  const describe = (id: string) => ({ id, text: list.rows.find((row) => row.id === id)?.title ?? id });

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" data-part="roles-list" data-delete-check={deleteCheck?.kind}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {LL.ROLES.LIST_TITLE()}
        </Text>
        <Button colorPalette="brand" onClick={props.onNew}>
          <ListIcon name="plus" />
          {LL.ROLES.NEW_ROLE()}
        </Button>
      </Flex>
      <Box px={{ base: '4', md: '6' }} py="4">
        <PagedTable<Role>
          {...list}
          label={LL.ROLES.LIST_TITLE()}
          columns={columns}
          rowId={(role) => role.id}
          actions={actions}
          onSearch={props.onSearch}
          onSort={props.onSort}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          onRetry={props.onRetry}
          onSelectionChange={props.onSelectionChange}
          onFetchSelected={props.onFetchSelected}
        />
      </Box>
      <DeleteDialog
        open={dialog?.kind === 'delete'}
        title={LL.ROLES.DELETE_TITLE()}
        description={LL.ROLES.DELETE_DESCRIPTION()}
        waitingText={LL.ROLES.DELETE_WAIT()}
        closing={dialog?.kind === 'delete' && dialog.closing}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDialog}
      />
      <FetchSelectedDialog
        open={dialog?.kind === 'fetchSelected'}
        title={LL.ROLES.FETCH_TITLE()}
        items={dialog?.kind === 'fetchSelected' ? dialog.ids.map(describe) : []}
        onClose={props.onCancelDialog}
      />
      <RoleAssignedDialog check={deleteCheck?.kind === 'assigned' ? deleteCheck : null} onClose={props.onCloseDeleteCheck} />
    </Box>
  );
}

/** The refusal (440 px, as the delete confirmation): the role is held by users, and by how many. */
function RoleAssignedDialog({ check, onClose }: { check: { title: string; userCount: number } | null; onClose: () => void }) {
  const { LL } = useI18n();
  return (
    <Dialog.Root
      role="alertdialog"
      open={check !== null}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DELETE_DIALOG_WIDTH}px`} maxW="calc(100vw - 2rem)" data-part="role-assigned-dialog">
            <Dialog.Header>
              <Dialog.Title>{LL.ROLES.ASSIGNED_TITLE()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{check ? LL.ROLES.ASSIGNED_DESCRIPTION({ title: check.title, count: check.userCount }) : null}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {LL.LISTS.DIALOG.OK()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
