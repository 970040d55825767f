import 'maplibre-gl/dist/maplibre-gl.css';
import './riderMapCanvas.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Map as MapLibreMap, NavigationControl, Popup, useControl, type ErrorEvent, type MapProps } from 'react-map-gl/maplibre';
import { MapLibreOverlay, ScatterplotLayer, type PickingInfo } from 'deck.gl';
import { riderBounds, riderLocation } from '../../domain/riders';
import { RiderLayerData, sameEntryCount } from './riderMapLayer';
import { RiderPopupCard } from './RiderMapPopup';
import type { RiderPosition } from '../../contract/schema.gen';

/** Where the map looks when there is no rider to frame: central São Paulo (around Avenida Paulista). */
export const DEFAULT_MAP_VIEW = { longitude: -46.655, latitude: -23.562, zoom: 12 } as const;

/** A marker's radius and white outline, in screen pixels at any zoom. */
const MARKER_RADIUS_PX = 7;
const MARKER_OUTLINE_PX = 2;

/** Props of {@link RiderMapCanvas}. */
export interface RiderMapCanvasProps {
  /** The riders to draw (already filtered). */
  riders: readonly RiderPosition[];
  /**
   * The riders the map opens framing: every rider, whatever the filter, so that choosing
   * the all-riders filter later finds them all in view. Absent: the riders drawn.
   */
  framing?: readonly RiderPosition[] | undefined;
  /** The base style: a URL (config.json's `mapStyleUrl`, or the offline style shipped with the app). */
  mapStyle: string;
  /** The rider whose popup shows, by `_id`. */
  hoveredId: string | null;
  /** Raised with the rider under the pointer, or null when the pointer leaves every rider. */
  onHover: (id: string | null) => void;
  /** Raised when this browser cannot create the map (no WebGL). */
  onUnavailable: () => void;
}

/** The markers: a radius and a white outline in screen pixels at any zoom, the riders pickable for the popup. */
const MARKER_PROPS = {
  id: 'riders',
  radiusUnits: 'pixels',
  getRadius: MARKER_RADIUS_PX,
  stroked: true,
  lineWidthUnits: 'pixels',
  getLineWidth: MARKER_OUTLINE_PX,
  getLineColor: [255, 255, 255, 255],
  pickable: true,
  dataComparator: sameEntryCount,
} as const;

/** deck.gl drawn over the MapLibre map, as a map control (react-map-gl's pattern for deck); its layers are set from outside React. */
function DeckControl({ overlay }: { overlay: MapLibreOverlay }) {
  useControl<MapLibreOverlay>(() => overlay);
  return null;
}

interface MapBaseProps {
  initialViewState: MapProps['initialViewState'];
  mapStyle: string;
  overlay: MapLibreOverlay;
  /** The pointer is over a rider. */
  pointer: boolean;
  onError: (event: ErrorEvent) => void;
  /** The popup, if a rider is hovered. */
  children: ReactNode;
}

/** The base map with its controls: rendered again when the hover changes, never by a refresh of the riders. */
const MapBase = memo(function MapBase({ initialViewState, mapStyle, overlay, pointer, onError, children }: MapBaseProps) {
  return (
    <MapLibreMap
      initialViewState={initialViewState}
      mapStyle={mapStyle}
      workerUrl={workerUrl}
      style={MAP_STYLE}
      cursor={pointer ? 'pointer' : 'grab'}
      dragRotate={false}
      attributionControl={false}
      onError={onError}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <DeckControl overlay={overlay} />
      {children}
    </MapLibreMap>
  );
});

const MAP_STYLE = { width: '100%', height: '100%' } as const;

/**
 * The WebGL part of the live map: the MapLibre base map and one deck.gl scatterplot layer of
 * riders (no DOM markers), opening on every rider known then, whatever the filter (or on
 * {@link DEFAULT_MAP_VIEW} when there are none). A refresh does not render the map again: after
 * the render the riders are packed into typed arrays kept between refreshes (binary attributes)
 * and the layer is handed to deck.gl with update triggers naming what changed, so 10,000 riders
 * moving upload one position array (and their colours when some changed status). Loaded lazily
 * with maplibre-gl and deck.gl, so neither is in the sign-in or shell bundle.
 */
export default function RiderMapCanvas({ riders, framing = riders, mapStyle, hoveredId, onHover, onUnavailable }: RiderMapCanvasProps) {
  const [layerData] = useState(() => new RiderLayerData());
  const [overlay] = useState(() => new MapLibreOverlay({ layers: [] }));
  // The callbacks as last given, for the handlers made once below.
  const callbacks = useRef({ onHover, onUnavailable });
  useEffect(() => {
    callbacks.current = { onHover, onUnavailable };
  }, [onHover, onUnavailable]);
  // The same handler on every layer: deck.gl sees no prop change but the data.
  const [onLayerHover] = useState(() => (info: PickingInfo) => callbacks.current.onHover(layerData.riderAt(info.index)?._id ?? null));

  useEffect(() => {
    const { data, updateTriggers } = layerData.update(riders);
    overlay.setProps({ layers: [new ScatterplotLayer({ ...MARKER_PROPS, data, updateTriggers, onHover: onLayerHover })] });
  }, [layerData, overlay, onLayerHover, riders]);

  const hovered = useMemo(() => (hoveredId === null ? null : (riders.find((rider) => rider._id === hoveredId) ?? null)), [riders, hoveredId]);
  const hoveredAt = hovered ? riderLocation(hovered) : null;

  // The map opens framing every rider known then (not only those the filter keeps); later
  // updates and filters keep the user's view.
  const [initialViewState] = useState<MapProps['initialViewState']>(() => {
    const bounds = riderBounds(framing);
    if (!bounds) return DEFAULT_MAP_VIEW;
    const [[west, south], [east, north]] = bounds;
    return { bounds: [west, south, east, north], fitBoundsOptions: { padding: 56, maxZoom: 15 } };
  });

  const onError = useCallback((event: ErrorEvent) => {
    // Without a map object the map could not be created at all (no WebGL); a style or
    // source that fails to load leaves a working map behind.
    if (!event.target) callbacks.current.onUnavailable();
    else console.warn(event.error);
  }, []);

  return (
    <MapBase initialViewState={initialViewState} mapStyle={mapStyle} overlay={overlay} pointer={hovered !== null} onError={onError}>
      {hovered && hoveredAt ? (
        <Popup
          longitude={hoveredAt[0]}
          latitude={hoveredAt[1]}
          // No fixed anchor: MapLibre places the popup above the marker when it fits and turns it
          // (below, beside) where it would leave the map, so a rider near an edge is read whole.
          offset={MARKER_RADIUS_PX + 6}
          className="rider-map-popup"
          closeButton={false}
          closeOnClick={false}
          focusAfterOpen={false}
          maxWidth="280px"
          // Above the deck.gl canvas (a map control), and not hiding the markers under it from the pointer.
          style={POPUP_STYLE}
        >
          <RiderPopupCard rider={hovered} />
        </Popup>
      ) : null}
    </MapBase>
  );
}

const POPUP_STYLE = { pointerEvents: 'none', zIndex: 3 } as const;
