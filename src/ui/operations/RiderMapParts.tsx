import { createContext, memo, useCallback, useContext, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { Alert, Box, Button, Flex, SegmentGroup, Spinner, Text } from '@chakra-ui/react';
import { RIDER_COLOURS, RIDER_FILTERS, RIDER_STATUSES, toHex, type RiderFilter, type RiderStatus } from '../../domain/riders';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { createLiveStore, NO_RIDER_MAP_LIVE, type RiderMapLive, type RiderMapLiveStore } from './riderMapLive';

/*
 * The parts of the rider map. What changes with every refresh (the counts, how many riders are
 * drawn, the time) reaches them through a store, not through props or context values: each
 * part holds a text node and rewrites it when a refresh is published, so a refresh of thousands
 * of riders re-renders none of them (nor the layout around them).
 */

/** Why the last load failed. */
export type RiderMapFailure = 'forbidden' | 'network' | 'other';

/** The last refresh, for the parts that show it (published with `useLiveStore`). */
export const RiderMapLiveContext = createContext<RiderMapLiveStore>(createLiveStore(NO_RIDER_MAP_LIVE));

/** Whether a load is under way over what is shown. */
export const RiderMapRefreshingContext = createContext(false);

/**
 * A text that follows the refreshes: rendered once as an element holding one text node, whose
 * characters the store's listener rewrites (and again when `text` changes, with the language).
 * Changing a text node's characters, rather than replacing the node, costs the page a layout of
 * that line and no style recalculation.
 */
function LiveText({ text, ...rest }: { text: (live: RiderMapLive) => string; style?: CSSProperties; 'data-part'?: string }) {
  const store = useContext(RiderMapLiveContext);
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const node = element.ownerDocument.createTextNode(text(store.get()));
    element.replaceChildren(node);
    const unsubscribe = store.subscribe((live) => {
      const next = text(live);
      if (next !== node.data) node.data = next;
    });
    return () => {
      unsubscribe();
      node.remove();
    };
  }, [store, text]);
  return <span ref={ref} {...rest} />;
}

const FILTER_TEXT: Record<RiderFilter, (LL: TranslationFunctions) => string> = {
  all: (LL) => LL.RIDER_MAP.FILTER.ALL(),
  online: (LL) => LL.RIDER_MAP.FILTER.ONLINE(),
  offline: (LL) => LL.RIDER_MAP.FILTER.OFFLINE(),
  onRoute: (LL) => LL.RIDER_MAP.FILTER.ON_ROUTE(),
};

const COUNT_STYLE = { fontVariantNumeric: 'tabular-nums', opacity: 0.7 } as const;

// The counts, one text per filter value (empty before the first answer).
const COUNT_TEXT: Record<RiderFilter, (live: RiderMapLive) => string> = {
  all: (live) => (live.counts === null ? '' : String(live.counts.all)),
  online: (live) => (live.counts === null ? '' : String(live.counts.online)),
  offline: (live) => (live.counts === null ? '' : String(live.counts.offline)),
  onRoute: (live) => (live.counts === null ? '' : String(live.counts.onRoute)),
};

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
            {FILTER_TEXT[value](LL)} <LiveText text={COUNT_TEXT[value]} style={COUNT_STYLE} data-part="count" />
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
});

/**
 * How many riders are drawn, and when they arrived (or that a refresh is under way); nothing
 * before the first answer, when the map says it is loading.
 */
export function RiderMapStatusLine({ status }: { status: 'loading' | 'ready' | 'failed' }) {
  const { LL } = useI18n();
  const refreshing = useContext(RiderMapRefreshingContext);
  const showing = useCallback((live: RiderMapLive) => LL.RIDER_MAP.SHOWING({ count: live.shown }), [LL]);
  const updatedAt = useCallback((live: RiderMapLive) => (live.time === null ? '' : LL.RIDER_MAP.UPDATED_AT({ time: live.time })), [LL]);
  if (status === 'loading') return null;
  return (
    <Flex align="center" gap="3" textStyle="sm" color="fg.muted" aria-busy={refreshing} data-part="status-line">
      <Text data-part="showing" color="fg" fontWeight="medium">
        <LiveText text={showing} />
      </Text>
      {refreshing ? (
        <Flex align="center" gap="1">
          <Spinner size="xs" />
          {LL.RIDER_MAP.REFRESHING()}
        </Flex>
      ) : status !== 'failed' ? (
        <Text data-part="updated-at">
          <LiveText text={updatedAt} />
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
  const refreshing = useContext(RiderMapRefreshingContext);
  const texts = LL.RIDER_MAP.FAILED;
  const kept = useCallback((live: RiderMapLive) => (live.time === null ? '' : ` ${LL.RIDER_MAP.FAILED.KEPT({ time: live.time })}`), [LL]);
  return (
    <Alert.Root status="error" data-part="failure">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{texts.TITLE()}</Alert.Title>
        <Alert.Description>
          {failureText(LL, failure)}
          <LiveText text={kept} />
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
