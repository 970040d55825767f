import { Component, createContext, lazy, memo, Suspense, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Box, Center, Flex, Spinner, Text } from '@chakra-ui/react';
import { filterRiders, type RiderFilter } from '../../domain/riders';
import { useI18n } from '../../i18n/context';
import { localeOf } from '../../i18n/language';
import type { RiderMapCanvasProps } from './RiderMapCanvas';
import { countRiders, createLiveStore, useLiveStore, type LiveStore, type RiderMapLive } from './riderMapLive';
import {
  RiderFilterControl,
  RiderMapFailureAlert,
  RiderMapLegend,
  RiderMapLiveContext,
  RiderMapRefreshingContext,
  RiderMapStatusLine,
  type RiderMapFailure,
} from './RiderMapParts';
import type { RiderPosition } from '../../contract/schema.gen';

export type { RiderMapFailure } from './RiderMapParts';

/** Where the map stands: waiting for its first riders, showing riders, or showing a failed load. */
export type RiderMapStatus = 'loading' | 'ready' | 'failed';

/** Props of {@link RiderMap}. */
export interface RiderMapProps {
  status: RiderMapStatus;
  /** Every rider received; the filter picks the ones drawn. */
  riders: readonly RiderPosition[];
  filter: RiderFilter;
  failure: RiderMapFailure | null;
  /** A load is under way over what is shown. */
  refreshing: boolean;
  /** When the riders shown arrived (ms since the epoch). */
  receivedAt: number | null;
  /** Every how many seconds a failed load is tried again on its own; null when it is not. */
  retryEverySeconds: number | null;
  /** The base style URL. */
  mapStyle: string;
  /** Raised with the filter picked. Stable callbacks keep the layout from re-rendering on refreshes. */
  onFilterChange: (filter: RiderFilter) => void;
  /** The failure's Try again. */
  onRetry: () => void;
  /** The rider whose popup shows first (stories, screenshots); the pointer decides afterwards. */
  defaultHoveredId?: string | null | undefined;
  /** The map's height (CSS). */
  height?: string | undefined;
  /** What draws the map; the WebGL canvas, loaded lazily, unless told (component tests). */
  Canvas?: ComponentType<RiderMapCanvasProps> | undefined;
}

const loadCanvas = () => import('./RiderMapCanvas');
const LazyRiderMapCanvas = lazy(loadCanvas);

/** Starts loading the map's WebGL code (maplibre-gl and deck.gl) before the first riders arrive. */
export function preloadRiderMapCanvas(): void {
  void loadCanvas().catch(() => {
    // The boundary around the canvas says so when it renders.
  });
}

/** Shows `fallback` when the map's code fails to load or to run. */
class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Overlay({ children, part }: { children: ReactNode; part: string }) {
  return (
    <Center position="absolute" inset="0" pointerEvents="none" data-part={part}>
      <Flex align="center" gap="2" bg="bg/90" px="4" py="2" rounded="md" shadow="sm" pointerEvents="auto">
        {children}
      </Flex>
    </Center>
  );
}

type CanvasSlotProps = Omit<RiderMapCanvasProps, 'riders'> & { Canvas: ComponentType<RiderMapCanvasProps> };

/** The riders of the last refresh: every one, and those the filter keeps. */
interface DrawnRiders {
  all: readonly RiderPosition[];
  visible: readonly RiderPosition[];
}

const DrawnRidersContext = createContext<LiveStore<DrawnRiders>>(createLiveStore<DrawnRiders>({ all: [], visible: [] }));

// The canvas takes the riders from their store: a refresh re-renders it alone (it hands them to
// deck.gl after the render), not the frame, the filter, the status line or the legend.
function CanvasSlot({ Canvas, ...props }: CanvasSlotProps) {
  const store = useContext(DrawnRidersContext);
  const { all, visible } = useSyncExternalStore(store.subscribe, store.get);
  return <Canvas riders={visible} framing={all} {...props} />;
}

interface FrameProps {
  status: RiderMapStatus;
  filter: RiderFilter;
  failure: RiderMapFailure | null;
  retryEverySeconds: number | null;
  mapStyle: string;
  onFilterChange: (filter: RiderFilter) => void;
  onRetry: () => void;
  /** Nothing to draw: no rider has a position, or the filter keeps none. */
  empty: 'noRiders' | 'filter' | null;
  hoveredId: string | null;
  onHover: (id: string | null) => void;
  height: string;
  Canvas: ComponentType<RiderMapCanvasProps>;
}

/** The layout: re-rendered when the state, the filter, the failure or the hover changes, not on refreshes. */
const RiderMapFrame = memo(function RiderMapFrame({
  status,
  filter,
  failure,
  retryEverySeconds,
  mapStyle,
  onFilterChange,
  onRetry,
  empty,
  hoveredId,
  onHover,
  height,
  Canvas,
}: FrameProps) {
  const { LL } = useI18n();
  const texts = LL.RIDER_MAP;
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const onUnavailable = useCallback(() => setMapUnavailable(true), []);
  const unavailable = (
    <Overlay part="unavailable">
      <Text textStyle="sm">{texts.MAP_UNAVAILABLE()}</Text>
    </Overlay>
  );

  return (
    <Flex direction="column" gap="3" data-state={status} data-filter={filter} aria-busy={status === 'loading'}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <RiderFilterControl filter={filter} onFilterChange={onFilterChange} />
        <RiderMapStatusLine status={status} />
      </Flex>

      {failure ? <RiderMapFailureAlert failure={failure} retryEverySeconds={retryEverySeconds} onRetry={onRetry} /> : null}

      <Box position="relative" h={height} rounded="md" overflow="hidden" borderWidth="1px" bg="#eef1f4" role="region" aria-label={texts.REGION()} data-part="map">
        {mapUnavailable ? (
          unavailable
        ) : status === 'loading' ? null : (
          <CanvasBoundary fallback={unavailable}>
            <Suspense
              fallback={
                <Center h="full">
                  <Spinner color="fg.muted" />
                </Center>
              }
            >
              <CanvasSlot Canvas={Canvas} mapStyle={mapStyle} hoveredId={hoveredId} onHover={onHover} onUnavailable={onUnavailable} />
            </Suspense>
          </CanvasBoundary>
        )}
        {status === 'loading' ? (
          <Overlay part="loading">
            <Spinner size="sm" />
            <Text textStyle="sm">{texts.LOADING()}</Text>
          </Overlay>
        ) : empty ? (
          <Overlay part="empty">
            <Text textStyle="sm">{empty === 'noRiders' ? texts.EMPTY() : texts.EMPTY_FILTER()}</Text>
          </Overlay>
        ) : null}
        <RiderMapLegend />
      </Box>
    </Flex>
  );
});

/**
 * The live rider map of seed 001 section 2.5: the filter (all, online, offline, on route) with
 * its counts, the map with one coloured marker per rider (green online, red offline, blue on
 * route) and a popup on hover, a legend, and the loading, empty and failed states. A failed
 * load keeps the last riders on the map with a retry. Props in, events out.
 */
export function RiderMap({
  status,
  riders,
  filter,
  failure,
  refreshing,
  receivedAt,
  retryEverySeconds,
  mapStyle,
  onFilterChange,
  onRetry,
  defaultHoveredId = null,
  height = 'max(420px, calc(100vh - 280px))',
  Canvas = LazyRiderMapCanvas,
}: RiderMapProps) {
  const { language } = useI18n();
  const [hoveredId, setHoveredId] = useState<string | null>(defaultHoveredId);
  const counts = useMemo(() => countRiders(riders), [riders]);
  const visible = useMemo(() => filterRiders(riders, filter), [riders, filter]);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'medium' }), [language]);
  const time = receivedAt === null ? null : timeFormat.format(receivedAt);
  const loaded = status !== 'loading';
  const live = useMemo<RiderMapLive>(() => ({ counts: loaded ? counts : null, shown: visible.length, time }), [loaded, counts, visible.length, time]);
  // Published after this render to the texts that show it (none of them renders again) and to the canvas.
  const liveStore = useLiveStore(live);
  const drawnStore = useLiveStore(useMemo<DrawnRiders>(() => ({ all: riders, visible }), [riders, visible]));
  let empty: FrameProps['empty'] = null;
  if (status === 'ready' && riders.length === 0) empty = 'noRiders';
  else if (riders.length > 0 && visible.length === 0) empty = 'filter';

  return (
    <RiderMapLiveContext.Provider value={liveStore}>
      <DrawnRidersContext.Provider value={drawnStore}>
        <RiderMapRefreshingContext.Provider value={refreshing}>
          <RiderMapFrame
            status={status}
            filter={filter}
            failure={failure}
            retryEverySeconds={retryEverySeconds}
            mapStyle={mapStyle}
            onFilterChange={onFilterChange}
            onRetry={onRetry}
            empty={empty}
            hoveredId={hoveredId}
            onHover={setHoveredId}
            height={height}
            Canvas={Canvas}
          />
        </RiderMapRefreshingContext.Provider>
      </DrawnRidersContext.Provider>
    </RiderMapLiveContext.Provider>
  );
}
