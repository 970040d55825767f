import { Text } from '@chakra-ui/react';
import type { Contact } from '../../contract/schema.gen';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { DeleteDialog } from '../lists/ListDialogs';
import { ListCard } from '../lists/ListCard';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';
import { formatDateTime } from './callCenterTexts';

/** Props of {@link ContactsList}. */
export interface ContactsListProps extends PagedListEvents {
  /** The list machine's view (`toListView`). */
  list: PagedListState<Contact>;
  /** Raised by 'New contact'. */
  onNew: () => void;
  /** Raised by a row's delete action, or "Delete selected", with the ids to delete. */
  onDelete: (ids: string[]) => void;
  /** Raised by the delete dialog's Delete. */
  onConfirmDelete: () => void;
  /** Raised by the delete dialog's Cancel (or Escape). */
  onCancelDialog: () => void;
}

/**
 * The WhatsApp contacts (`chat/contacts`): name, phone, the platform user and when it was added,
 * by name; the search looks for names, or phones when it is written as a phone number. 'New
 * contact' opens the add dialog; delete asks first in the delete dialog (440 px).
 */
export function ContactsList(props: ContactsListProps) {
  const { LL, language } = useI18n();
  const { list } = props;
  const columns: ListColumn<Contact>[] = [
    { key: 'name', header: LL.CALL_CENTER.CONTACTS.NAME(), cell: (contact) => contact.name },
    { key: 'phone', header: LL.CALL_CENTER.CONTACTS.PHONE(), cell: (contact) => formatPhone(contact.phone) },
    {
      key: 'userId',
      header: LL.CALL_CENTER.CONTACTS.USER(),
      cell: (contact) =>
        contact.userId ?? (
          <Text as="span" color="fg.muted">
            {LL.CALL_CENTER.CONTACTS.NO_USER()}
          </Text>
        ),
    },
    { key: 'createdAt', header: LL.CALL_CENTER.CONTACTS.CREATED(), cell: (contact) => formatDateTime(contact.createdAt, language) },
  ];
  const actions: RowAction<Contact>[] = [
    {
      key: 'delete',
      icon: 'delete',
      danger: true,
      label: (contact) => LL.CALL_CENTER.CONTACTS.DELETE_ACTION({ name: contact.name }),
      onSelect: (contact) => props.onDelete([contact._id]),
    },
  ];
  const { dialog } = list;
  const many = dialog !== null && dialog.ids.length > 1;
  const T = LL.CALL_CENTER.CONTACTS.DELETE;

  return (
    <ListCard part="contacts-list" title={LL.CALL_CENTER.CONTACTS.TITLE()} newLabel={LL.CALL_CENTER.CONTACTS.NEW()} onNew={props.onNew}>
      <PagedTable<Contact>
        {...list}
        label={LL.CALL_CENTER.CONTACTS.TITLE()}
        searchHint={LL.CALL_CENTER.CONTACTS.SEARCH_HINT()}
        columns={columns}
        rowId={(contact) => contact._id}
        actions={actions}
        onSearch={props.onSearch}
        onSort={props.onSort}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        onRetry={props.onRetry}
        onSelectionChange={props.onSelectionChange}
        onDeleteSelected={props.onDelete}
      />
      <DeleteDialog
        open={dialog?.kind === 'delete'}
        title={many ? T.MANY_TITLE() : T.TITLE()}
        description={many ? T.MANY_DESCRIPTION() : T.DESCRIPTION()}
        waitingText={many ? T.MANY_WAIT() : T.WAIT()}
        closing={dialog?.kind === 'delete' && dialog.closing}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDialog}
      />
    </ListCard>
  );
}
