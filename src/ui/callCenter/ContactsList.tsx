import { Text } from '@chakra-ui/react';
import type { Contact } from '../../contract/schema.gen';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { RecordList } from '../lists/RecordList';
import type { EditableListEvents, ListColumn, PagedListState, RowAction } from '../lists/listTypes';
import { formatDateTime } from './callCenterTexts';

/** Props of {@link ContactsList}. */
export interface ContactsListProps extends EditableListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<Contact>;
}

/**
 * The WhatsApp contacts (`chat/contacts`): name, phone, the platform user and when it was added,
 * by name; the search looks for names, or phones when it is written as a phone number. 'New
 * contact' opens the add dialog; delete asks first in the delete dialog (440 px).
 */
export function ContactsList(props: ContactsListProps) {
  const { LL, language } = useI18n();
  const T = LL.CALL_CENTER.CONTACTS;
  const columns: ListColumn<Contact>[] = [
    { key: 'name', header: T.NAME(), cell: (contact) => contact.name },
    { key: 'phone', header: T.PHONE(), cell: (contact) => formatPhone(contact.phone) },
    {
      key: 'userId',
      header: T.USER(),
      cell: (contact) =>
        contact.userId ?? (
          <Text as="span" color="fg.muted">
            {T.NO_USER()}
          </Text>
        ),
    },
    { key: 'createdAt', header: T.CREATED(), cell: (contact) => formatDateTime(contact.createdAt, language) },
  ];
  const actions: RowAction<Contact>[] = [
    {
      key: 'delete',
      icon: 'delete',
      danger: true,
      label: (contact) => T.DELETE_ACTION({ name: contact.name }),
      onSelect: (contact) => props.onDelete([contact._id]),
    },
  ];

  return (
    <RecordList<Contact>
      part="contacts-list"
      texts={{ title: T.TITLE(), newLabel: T.NEW(), searchHint: T.SEARCH_HINT(), delete: T.DELETE }}
      {...props}
      columns={columns}
      rowId={(contact) => contact._id}
      actions={actions}
    />
  );
}
