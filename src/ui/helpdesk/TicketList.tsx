import { useId } from 'react';
import { Box, Button, Flex, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';
import type { TicketListProps } from './helpdeskTypes';
import { NewTicketDialog } from './NewTicketDialog';
import { ResponseTargetsDialog } from './ResponseTargetsDialog';
import { hasTicketFilters, TicketFilterBar } from './TicketFilterBar';
import { TicketTable } from './TicketTable';

export type { TicketListProps } from './helpdeskTypes';

/**
 * The tickets (`/helpdesk/tickets`, issue 26): the title with "Novo chamado" (and staff's "Prazos
 * de resposta"), the counts per status that filter, the filters, the search over protocol and
 * subject, the table whose rows open their ticket, the paginator, and the new ticket and response
 * targets dialogs while open.
 */
export function TicketList(props: TicketListProps) {
  const { LL } = useI18n();
  const T = LL.HELPDESK.LIST;
  const titleId = useId();
  const { list, filters } = props;
  const filtered = hasTicketFilters(filters) || list.searchText.trim() !== '';
  return (
    <Box as="section" aria-labelledby={titleId} bg="bg" borderWidth="1px" borderRadius="l3" data-part="ticket-list" data-state={list.status} data-staff={props.staff || undefined}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Box>
          <Text as="h2" id={titleId} textStyle="lg" fontWeight="semibold">
            {T.TITLE()}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {T.HINT()}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          {props.staff ? (
            <Button variant="outline" colorPalette="brand" onClick={props.onOpenResponseTargets} data-part="open-targets">
              {T.TARGETS()}
            </Button>
          ) : null}
          <Button colorPalette="brand" onClick={props.onNewTicket} data-part="new-ticket">
            <ListIcon name="plus" />
            {T.NEW()}
          </Button>
        </HStack>
      </Flex>
      <Stack gap="4" px={{ base: '4', md: '6' }} py="4">
        <Box maxW={{ md: 'sm' }}>
          <InputGroup startElement={<ListIcon name="search" />}>
            <Input type="search" aria-label={T.SEARCH()} placeholder={T.SEARCH()} value={list.searchText} onChange={(event) => props.onSearch(event.target.value)} />
          </InputGroup>
          <Text textStyle="xs" color="fg.muted" mt="1">
            {T.SEARCH_HINT()}
          </Text>
        </Box>
        <TicketFilterBar
          filters={filters}
          counts={props.counts}
          overdueCount={props.overdueCount}
          staff={props.staff}
          companies={props.companies}
          assignees={props.assignees}
          disabled={list.status === 'initial'}
          onFiltersChange={props.onFiltersChange}
        />
        <TicketTable
          list={list}
          staff={props.staff}
          filtered={filtered}
          now={props.now}
          timeZone={props.timeZone}
          onOpen={props.onOpen}
          onSort={props.onSort}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          onRetry={props.onRetry}
        />
      </Stack>
      {props.newTicket ? <NewTicketDialog {...props.newTicket} timeZone={props.newTicket.timeZone ?? props.timeZone} /> : null}
      {props.responseTargets ? <ResponseTargetsDialog {...props.responseTargets} /> : null}
    </Box>
  );
}
