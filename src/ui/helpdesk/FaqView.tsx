import { useId } from 'react';
import { Accordion, Box, Button, Flex, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { FailureNotice } from '../forms/RecordFormDialog';
import { ListIcon } from '../lists/ListIcon';
import { FaqDeleteDialog, FaqEditorDialog } from './FaqDialogs';
import { helpdeskErrorText } from './helpdeskTexts';
import type { FaqViewProps } from './helpdeskTypes';

export type { FaqViewProps } from './helpdeskTypes';

/**
 * The frequently asked questions (`/helpdesk/faq`): a search box, then each question opening its
 * answer (line breaks kept); messages for no questions and for none matching; the questions
 * loading, or failed with Retry. Staff add ("Nova pergunta"), edit and delete questions, in their
 * dialogs.
 */
export function FaqView(props: FaqViewProps) {
  const { LL } = useI18n();
  const F = LL.HELPDESK.FAQ;
  const titleId = useId();
  const { status, entries, search, canEdit } = props;
  const searching = search.trim() !== '';
  return (
    <Box as="section" aria-labelledby={titleId} bg="bg" borderWidth="1px" borderRadius="l3" data-part="faq" data-state={status} data-staff={canEdit || undefined}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Box>
          <Text as="h2" id={titleId} textStyle="lg" fontWeight="semibold">
            {F.TITLE()}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {F.HINT()}
          </Text>
        </Box>
        {canEdit ? (
          <Button colorPalette="brand" onClick={props.onNew} data-part="new-question">
            <ListIcon name="plus" />
            {F.NEW()}
          </Button>
        ) : null}
      </Flex>
      <Stack gap="4" px={{ base: '4', md: '6' }} py="4">
        <Box maxW={{ md: 'md' }}>
          <InputGroup startElement={<ListIcon name="search" />}>
            <Input type="search" aria-label={F.SEARCH()} placeholder={F.SEARCH()} value={search} onChange={(event) => props.onSearch(event.target.value)} />
          </InputGroup>
        </Box>
        {status === 'failed' ? (
          <FailureNotice title={F.LOAD_FAILED()} text={props.failure ? helpdeskErrorText(LL, props.failure) : undefined} retry={{ label: F.RETRY(), onRetry: props.onRetry }} />
        ) : null}
        {status === 'loading' && entries.length === 0 ? (
          <HStack gap="2" py="6" justify="center" color="fg.muted" role="status">
            <Spinner size="sm" colorPalette="brand" />
            <span>{F.LOADING()}</span>
          </HStack>
        ) : status !== 'failed' && entries.length === 0 ? (
          <Text py="6" textAlign="center" color="fg.muted" data-part={searching ? 'no-match' : 'no-questions'}>
            {searching ? F.NO_MATCH({ search: search.trim() }) : canEdit ? F.EMPTY_STAFF() : F.EMPTY()}
          </Text>
        ) : entries.length > 0 ? (
          <Accordion.Root multiple collapsible variant="enclosed" aria-busy={status === 'loading'} data-part="faq-entries">
            {entries.map((entry) => (
              <Accordion.Item key={entry._id} value={entry._id} data-entry={entry._id}>
                <HStack gap="1" pe={canEdit ? '2' : '0'}>
                  <Accordion.ItemTrigger flex="1" fontWeight="medium" textAlign="start">
                    <Box as="span" flex="1">
                      {entry.question}
                    </Box>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  {canEdit ? (
                    <>
                      <IconButton size="sm" variant="ghost" aria-label={F.EDIT({ question: entry.question })} onClick={() => props.onEdit(entry)} data-part="edit">
                        <ListIcon name="edit" />
                      </IconButton>
                      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={F.DELETE({ question: entry.question })} onClick={() => props.onDelete(entry)} data-part="delete">
                        <ListIcon name="delete" />
                      </IconButton>
                    </>
                  ) : null}
                </HStack>
                <Accordion.ItemContent>
                  <Accordion.ItemBody whiteSpace="pre-wrap" wordBreak="break-word" color="fg">
                    {entry.answer}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        ) : null}
      </Stack>
      {props.editor ? <FaqEditorDialog {...props.editor} /> : null}
      {props.deleting ? <FaqDeleteDialog {...props.deleting} /> : null}
    </Box>
  );
}
