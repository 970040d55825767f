import { Box, Flex, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { ListCard } from '../lists/ListCard';
import { ListIcon } from '../lists/ListIcon';
import { OrderExport } from './OrderExport';
import { OrderHistoryFilterBar } from './OrderHistoryFilters';
import { OrderHistoryTable } from './OrderHistoryTable';
import type { OrderHistoryProps } from './orderHistoryTypes';

export type { OrderHistoryProps } from './orderHistoryTypes';

/**
 * The order history (`/report/order`, issue 25): the search over number, customer and phone, the
 * filter bar, the export of what it selects, and the orders, newest first unless sorted, paged;
 * a row opens its order (the page shows the drawer beside it).
 */
export function OrderHistory(props: OrderHistoryProps) {
  const { LL } = useI18n();
  const T = LL.ORDER_HISTORY;
  const { list } = props;
  return (
    <ListCard title={T.TITLE()} hint={T.HINT()} part="order-history" region data-state={list.status}>
      <Stack gap="4">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} justify="space-between">
          <Box flex="1" maxW={{ md: 'sm' }}>
            <InputGroup startElement={<ListIcon name="search" />}>
              <Input type="search" aria-label={T.SEARCH()} placeholder={T.SEARCH()} value={list.searchText} onChange={(event) => props.onSearch(event.target.value)} />
            </InputGroup>
            <Text textStyle="xs" color="fg.muted" mt="1">
              {T.SEARCH_HINT()}
            </Text>
          </Box>
          <OrderExport {...props.exporting} />
        </Flex>
        <OrderHistoryFilterBar
          filters={props.filters}
          staff={props.staff}
          companies={props.companies}
          riders={props.riders}
          now={props.now}
          timeZone={props.timeZone}
          disabled={list.status === 'initial'}
          onFiltersChange={props.onFiltersChange}
        />
        <OrderHistoryTable
          list={list}
          staff={props.staff}
          selectedId={props.selectedId}
          timeZone={props.timeZone}
          onOpen={props.onOpen}
          onSort={props.onSort}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
          onRetry={props.onRetry}
        />
      </Stack>
    </ListCard>
  );
}
