import { Badge, Box, Button, CloseButton, Drawer, Flex, HStack, Portal, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { formatCpf } from '../../domain/cpf';
import type { RiderHistory } from '../../domain/riderHistory';
import { pageCount } from '../../domain/listQuery';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';
import type { ListFailure } from '../lists/listTypes';
import { Detail, DialogFailure, DialogLoading } from './DeliveryFields';
import {
  deliveryErrorText,
  flagPalette,
  flagText,
  formatDateTime,
  formatDay,
  formatDuration,
  formatMoney,
  formatNumber,
  formatTime,
  raceStatusText,
  vehicleText,
} from './deliveryTexts';

/** Where the history stands: loading, failed, shown, or shown while another page of races loads. */
export type RiderHistoryStatus = 'loading' | 'failed' | 'ready' | 'loadingRaces';

/** Props of {@link RiderHistoryDrawer}. */
export interface RiderHistoryDrawerProps {
  open: boolean;
  status: RiderHistoryStatus;
  history: RiderHistory | null;
  /** How many races a page has. */
  racesPageSize: number;
  failure: ListFailure | null;
  racesFailure: ListFailure | null;
  onRacesPage: (page: number) => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * A rider's history in a side panel: who the rider is, how long it was online on each of the last
 * seven days, and its races, newest first, a page at a time.
 */
export function RiderHistoryDrawer(props: RiderHistoryDrawerProps) {
  const { LL } = useI18n();
  const { open, status, history, failure } = props;
  const name = history?.rider.person?.name ?? (history ? LL.DELIVERY.RIDERS.NO_PERSON() : '');
  return (
    <Drawer.Root open={open} placement="end" size="md" onOpenChange={(details) => !details.open && props.onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-part="rider-history" data-state={status}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{name ? LL.DELIVERY.HISTORY.TITLE({ name }) : LL.DELIVERY.HISTORY.TITLE_LOADING()}</Drawer.Title>
            </Drawer.Header>
            {/* The history scrolls; the body takes the focus so the keyboard can scroll it. */}
            <Drawer.Body tabIndex={0}>
              {status === 'loading' ? <DialogLoading text={LL.DELIVERY.HISTORY.LOADING()} /> : null}
              {status === 'failed' && failure ? <DialogFailure title={LL.DELIVERY.HISTORY.FAILED()} text={deliveryErrorText(LL, failure)} onRetry={props.onRetry} /> : null}
              {history && (status === 'ready' || status === 'loadingRaces') ? <HistoryBody {...props} history={history} /> : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LL.DELIVERY.HISTORY.CLOSE()} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function HistoryBody(props: RiderHistoryDrawerProps & { history: RiderHistory }) {
  const { LL, language } = useI18n();
  const H = LL.DELIVERY.HISTORY;
  const { history, status, racesPageSize, racesFailure } = props;
  const { rider, days, races } = history;
  const longest = Math.max(1, ...days.map((day) => day.onlineMinutes));
  const total = days.reduce((sum, day) => sum + day.onlineMinutes, 0);
  const pages = pageCount(races.totalCount, racesPageSize);
  const loadingRaces = status === 'loadingRaces';

  return (
    <Stack gap="6">
      <SimpleGrid columns={2} gap="3" as="section" aria-label={H.RIDER()}>
        <Detail label={LL.DELIVERY.INPUT.PHONE()}>{formatPhone(rider.phone)}</Detail>
        <Detail label={LL.DELIVERY.INPUT.CPF()}>{formatCpf(rider.cpf)}</Detail>
        <Detail label={LL.DELIVERY.INPUT.VEHICLE()}>{vehicleText(LL, rider.typeOfVehicle)}</Detail>
        <Detail label={LL.DELIVERY.INPUT.COMPANY()}>{rider.company?.name ?? '—'}</Detail>
        <Box>
          <HStack gap="2">
            <Badge colorPalette={rider.isOnline ? 'green' : 'red'} variant="subtle">
              {rider.isOnline ? LL.DELIVERY.RIDERS.ONLINE() : LL.DELIVERY.RIDERS.OFFLINE()}
            </Badge>
            <Badge colorPalette={flagPalette(rider.flag)} variant="subtle">
              {flagText(LL, rider.flag)}
            </Badge>
          </HStack>
        </Box>
        <Detail label={LL.DELIVERY.RIDERS.COLUMNS.PAID()}>
          {rider.deliverymanPaid && rider.deliveryManPaidDate
            ? LL.DELIVERY.RIDERS.PAID_ON({ date: formatDateTime(language, rider.deliveryManPaidDate) })
            : LL.DELIVERY.RIDERS.NOT_PAID()}
        </Detail>
      </SimpleGrid>

      <Box as="section" aria-labelledby="rider-history-week">
        <Flex justify="space-between" align="baseline" mb="2" gap="2" wrap="wrap">
          <Text id="rider-history-week" fontWeight="semibold">
            {H.ONLINE_WEEK()}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {H.TOTAL({ duration: formatDuration(LL, total) })}
          </Text>
        </Flex>
        <Stack as="ul" listStyleType="none" gap="2" data-part="online-days">
          {days.map((day) => (
            <Box as="li" key={day.date} data-online={day.onlineMinutes > 0 || undefined}>
              <Flex justify="space-between" textStyle="sm" gap="2">
                <Text fontWeight="medium" textTransform="capitalize">
                  {formatDay(language, day.date)}
                </Text>
                <Text color={day.onlineMinutes > 0 ? 'fg' : 'fg.muted'}>
                  {day.onlineMinutes > 0 && day.firstOnlineAt && day.lastOnlineAt
                    ? H.DAY_ONLINE({
                        duration: formatDuration(LL, day.onlineMinutes),
                        from: formatTime(language, day.firstOnlineAt),
                        to: formatTime(language, day.lastOnlineAt),
                      })
                    : H.OFFLINE_DAY()}
                </Text>
              </Flex>
              <Progress.Root value={Math.round((day.onlineMinutes / longest) * 100)} size="xs" colorPalette="green" mt="1" aria-hidden="true">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="rider-history-races">
        <Text id="rider-history-races" fontWeight="semibold" mb="2">
          {H.RACES({ count: races.totalCount })}
        </Text>
        {racesFailure ? <DialogFailure text={deliveryErrorText(LL, racesFailure)} /> : null}
        {races.totalCount === 0 ? (
          <Text textStyle="sm" color="fg.muted" py="3">
            {H.NO_RACES()}
          </Text>
        ) : (
          <Box borderWidth="1px" borderRadius="l2" overflow="hidden" aria-busy={loadingRaces} cursor={loadingRaces ? 'progress' : undefined}>
            <Table.Root size="sm" aria-label={H.RACES({ count: races.totalCount })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{H.STARTED()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{H.STATUS_COLUMN()}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{H.DISTANCE()}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{H.FEE()}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {races.items.map((race) => (
                  <Table.Row key={race._id}>
                    <Table.Cell>
                      <Text>{formatDateTime(language, race.startedAt)}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {race.finishedAt
                          ? formatDuration(LL, Math.max(0, Math.round((Date.parse(race.finishedAt) - Date.parse(race.startedAt)) / 60_000)))
                          : H.RUNNING()}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle" colorPalette={race.status === 'DELIVERED' ? 'green' : race.status === 'CANCELED' ? 'red' : 'blue'}>
                        {raceStatusText(LL, race.status)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{race.distanceKm === null ? '—' : H.KM({ km: formatNumber(language, race.distanceKm) })}</Table.Cell>
                    <Table.Cell textAlign="end">{race.fee === null ? '—' : formatMoney(language, race.fee)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        {pages > 1 ? (
          <HStack justify="space-between" mt="2">
            <Button size="xs" variant="outline" disabled={loadingRaces || races.page <= 1} onClick={() => props.onRacesPage(races.page - 1)}>
              <ListIcon name="previous" size="0.9rem" />
              {LL.LISTS.PREVIOUS_PAGE()}
            </Button>
            <Text textStyle="sm" color="fg.muted">
              {LL.LISTS.PAGE_OF({ page: races.page, pages })}
            </Text>
            <Button size="xs" variant="outline" disabled={loadingRaces || races.page >= pages} onClick={() => props.onRacesPage(races.page + 1)}>
              {LL.LISTS.NEXT_PAGE()}
              <ListIcon name="next" size="0.9rem" />
            </Button>
          </HStack>
        ) : null}
      </Box>
    </Stack>
  );
}
