import { createContext, memo, useContext } from 'react';
import { Alert, Box, Button, Flex, SegmentGroup, Spinner, Text } from '@chakra-ui/react';
import { RIDER_COLOURS, RIDER_FILTERS, RIDER_STATUSES, toHex, type RiderFilter, type RiderStatus } from '../../domain/riders';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { RiderPosition } from '../../contract/schema.gen';

/*
 * The parts of the rider map. What changes with every refresh (the riders, their counts, the
 * time) reaches the parts that show it through two contexts, so a refresh of thousands of
 * riders re-renders those few parts and not the layout around them.
 */

/** Why the last load failed. */
export type RiderMapFailure = 'forbidden' | 'network' | 'other';

/** How many riders each filter value shows; null before the first answer (nothing to count yet). */
export const RiderCountsContext = createContext<Readonly<Record<RiderFilter, number>> | null>(null);

/** What the last refresh brought: every rider, the riders the filter keeps, and when they arrived. */
export interface RiderMapLive {
  all: readonly RiderPosition[];
  visible: readonly RiderPosition[];
  /** The time the riders arrived, as the user reads it; null before the first answer. */
  time: string | null;
}

/** The last refresh, for the parts that show it. */
export const RiderMapLiveContext = createContext<RiderMapLive>({ all: [], visible: [], time: null });

/** Whether a load is under way over what is shown. */
export const RiderMapRefreshingContext = createContext(false);

const FILTER_TEXT: Record<RiderFilter, (LL: TranslationFunctions) => string> = {
  all: (LL) => LL.RIDER_MAP.FILTER.ALL(),
  online: (LL) => LL.RIDER_MAP.FILTER.ONLINE(),
  offline: (LL) => LL.RIDER_MAP.FILTER.OFFLINE(),
  onRoute: (LL) => LL.RIDER_MAP.FILTER.ON_ROUTE(),
};

const COUNT_STYLE = { fontVariantNumeric: 'tabular-nums', opacity: 0.7 } as const;

// A plain element: it re-renders with most refreshes.
function FilterCount({ filter }: { filter: RiderFilter }) {
  const counts = useContext(RiderCountsContext);
  if (!counts) return null;
  return (
    <span style={COUNT_STYLE} data-part="count">
      {counts[filter]}
    </span>
  );
}

/** Props of {@link RiderFilterControl}. */
export interface RiderFilterControlProps {
  filter: RiderFilter;
  onFilterChange: (filter: RiderFilter) => void;
}

/** The filter (all, online, offline, on route) as a radio group, each value with its count. */
export const RiderFilterControl = memo(function RiderFilterControl({ filter, onFilterChange }: RiderFilterControlProps) {
  const { LL } = useI18n();
  return (
    <SegmentGroup.Root
      size="sm"
      value={filter}
      aria-label={LL.RIDER_MAP.FILTER.LABEL()}
      onValueChange={(details) => {
        const value = RIDER_FILTERS.find((candidate) => candidate === details.value);
        if (value) onFilterChange(value);
      }}
    >
      <SegmentGroup.Indicator />
      {RIDER_FILTERS.map((value) => (
        <SegmentGroup.Item key={value} value={value} data-option={value}>
          <SegmentGroup.ItemText>
            {FILTER_TEXT[value](LL)} <FilterCount filter={value} />
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
});

// Text only: these change with every refresh, the elements around them do not.
function ShowingText() {
  const { LL } = useI18n();
  const { visible } = useContext(RiderMapLiveContext);
  return LL.RIDER_MAP.SHOWING({ count: visible.length });
}

function UpdatedAtText() {
  const { LL } = useI18n();
  const { time } = useContext(RiderMapLiveContext);
  return time === null ? null : LL.RIDER_MAP.UPDATED_AT({ time });
}

/**
 * How many riders are drawn, and when they arrived (or that a refresh is under way); nothing
 * before the first answer, when the map says it is loading.
 */
export function RiderMapStatusLine({ status }: { status: 'loading' | 'ready' | 'failed' }) {
  const { LL } = useI18n();
  const refreshing = useContext(RiderMapRefreshingContext);
  if (status === 'loading') return null;
  return (
    <Flex align="center" gap="3" textStyle="sm" color="fg.muted" aria-busy={refreshing} data-part="status-line">
      <Text data-part="showing" color="fg" fontWeight="medium">
        <ShowingText />
      </Text>
      {refreshing ? (
        <Flex align="center" gap="1">
          <Spinner size="xs" />
          {LL.RIDER_MAP.REFRESHING()}
        </Flex>
      ) : status !== 'failed' ? (
        <Text data-part="updated-at">
          <UpdatedAtText />
        </Text>
      ) : null}
    </Flex>
  );
}

function failureText(LL: TranslationFunctions, failure: RiderMapFailure): string {
  switch (failure) {
    case 'forbidden':
      return LL.RIDER_MAP.FAILED.FORBIDDEN();
    case 'network':
      return LL.RIDER_MAP.FAILED.NETWORK();
    case 'other':
      return LL.RIDER_MAP.FAILED.OTHER();
  }
}

/** Props of {@link RiderMapFailureAlert}. */
export interface RiderMapFailureAlertProps {
  failure: RiderMapFailure;
  retryEverySeconds: number | null;
  onRetry: () => void;
}

/** Why the last load failed, that the last positions stay (and since when), and the retry. */
export function RiderMapFailureAlert({ failure, retryEverySeconds, onRetry }: RiderMapFailureAlertProps) {
  const { LL } = useI18n();
  const { time } = useContext(RiderMapLiveContext);
  const refreshing = useContext(RiderMapRefreshingContext);
  const texts = LL.RIDER_MAP.FAILED;
  return (
    <Alert.Root status="error" data-part="failure">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{texts.TITLE()}</Alert.Title>
        <Alert.Description>
          {failureText(LL, failure)}
          {time !== null ? ` ${texts.KEPT({ time })}` : ''}
          {retryEverySeconds !== null ? ` ${texts.AUTO_RETRY({ seconds: retryEverySeconds })}` : ''}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry} loading={refreshing} loadingText={texts.RETRY()}>
        {texts.RETRY()}
      </Button>
    </Alert.Root>
  );
}

/** What each marker colour means: green online, red offline, blue on route. */
export const RiderMapLegend = memo(function RiderMapLegend() {
  const { LL } = useI18n();
  const names: Record<RiderStatus, string> = {
    online: LL.RIDER_MAP.FILTER.ONLINE(),
    offline: LL.RIDER_MAP.FILTER.OFFLINE(),
    onRoute: LL.RIDER_MAP.FILTER.ON_ROUTE(),
  };
  return (
    <Box
      position="absolute"
      left="3"
      bottom="3"
      bg="bg/90"
      rounded="md"
      shadow="sm"
      px="3"
      py="2"
      data-part="legend"
      aria-label={LL.RIDER_MAP.LEGEND()}
      role="group"
    >
      <Text textStyle="xs" fontWeight="semibold" mb="1">
        {LL.RIDER_MAP.LEGEND()}
      </Text>
      {RIDER_STATUSES.map((status) => (
        <Flex key={status} align="center" gap="2" textStyle="xs" data-status={status}>
          <Box w="3" h="3" rounded="full" borderWidth="2px" borderColor="white" shadow="xs" bg={toHex(RIDER_COLOURS[status])} aria-hidden />
          {names[status]}
        </Flex>
      ))}
    </Box>
  );
});
