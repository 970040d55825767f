import { Alert, Button, Flex, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import type { Contact } from '../../contract/schema.gen';
import { pageCount } from '../../domain/listQuery';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';
import { listErrorText, type PagedListState } from '../lists/listTypes';

/** Props of {@link ContactPicker}. */
export interface ContactPickerProps {
  /** The contacts list machine's view (`connectList`'s `list`). */
  list: PagedListState<Contact>;
  /** The contact whose conversation is open. */
  selectedId: string | null;
  onSearch: (text: string) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  onPick: (contact: Contact) => void;
}

/**
 * The private chat's contacts: a search by name or phone, the contacts of one page as buttons
 * (the one whose conversation is open pressed), and previous and next page.
 */
export function ContactPicker({ list, selectedId, onSearch, onPageChange, onRetry, onPick }: ContactPickerProps) {
  const { LL } = useI18n();
  const T = LL.CALL_CENTER.CHAT;
  const pages = pageCount(list.totalCount, list.query.size);
  const page = list.query.page;
  const busy = list.status === 'loading' || list.status === 'initial';
  return (
    <Stack gap="3" data-part="contact-picker" data-state={list.status} minH="0">
      <Text as="h2" textStyle="md" fontWeight="semibold">
        {T.CONTACTS()}
      </Text>
      <InputGroup startElement={<ListIcon name="search" />}>
        <Input type="search" aria-label={T.SEARCH()} placeholder={T.SEARCH()} value={list.searchText} onChange={(event) => onSearch(event.target.value)} />
      </InputGroup>
      {list.status === 'failed' && list.loadError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{listErrorText(LL, list.loadError)}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry}>
            {T.RETRY()}
          </Button>
        </Alert.Root>
      ) : null}
      {list.status === 'initial' ? (
        <HStack gap="2" py="6" justify="center" color="fg.muted" role="status">
          <Spinner size="sm" colorPalette="brand" />
          <span>{LL.LISTS.PLEASE_WAIT()}</span>
        </HStack>
      ) : list.rows.length === 0 && list.status !== 'failed' ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {T.NO_CONTACTS()}
        </Text>
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1" aria-label={T.CONTACTS()} aria-busy={busy}>
          {list.rows.map((contact) => {
            const pressed = contact._id === selectedId;
            return (
              <li key={contact._id}>
                <chakra.button
                  type="button"
                  w="full"
                  textAlign="start"
                  px="3"
                  py="2"
                  borderRadius="l2"
                  borderWidth="1px"
                  borderColor={pressed ? 'brand.solid' : 'transparent'}
                  bg={pressed ? 'brand.subtle' : 'transparent'}
                  _hover={{ bg: pressed ? 'brand.subtle' : 'bg.muted' }}
                  aria-pressed={pressed}
                  data-state={pressed ? 'on' : 'off'}
                  onClick={() => onPick(contact)}
                >
                  <Text fontWeight="medium" truncate>
                    {contact.name}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {formatPhone(contact.phone)}
                  </Text>
                </chakra.button>
              </li>
            );
          })}
        </chakra.ul>
      )}
      {pages > 1 ? (
        <Flex as="nav" align="center" justify="space-between" aria-label={T.CONTACTS()}>
          <IconButton size="sm" variant="ghost" aria-label={T.PREVIOUS()} disabled={busy || page <= 1} onClick={() => onPageChange(page - 1)}>
            <ListIcon name="previous" />
          </IconButton>
          <Text textStyle="sm" color="fg.muted">
            {T.PAGE({ page, pages })}
          </Text>
          <IconButton size="sm" variant="ghost" aria-label={T.NEXT()} disabled={busy || page >= pages} onClick={() => onPageChange(page + 1)}>
            <ListIcon name="next" />
          </IconButton>
        </Flex>
      ) : null}
    </Stack>
  );
}
