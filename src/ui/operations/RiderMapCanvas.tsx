import 'maplibre-gl/dist/maplibre-gl.css';
import './riderMapCanvas.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useMemo, useState } from 'react';
import { Map as MapLibreMap, NavigationControl, Popup, useControl, type ErrorEvent, type MapProps } from 'react-map-gl/maplibre';
import { MapLibreOverlay, ScatterplotLayer, type MapLibreOverlayProps, type PickingInfo } from 'deck.gl';
import { packRiders, riderBounds, riderLocation } from '../../domain/riders';
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

/** deck.gl drawn over the MapLibre map, as a map control (react-map-gl's pattern for deck). */
function DeckOverlay(props: MapLibreOverlayProps) {
  const overlay = useControl<MapLibreOverlay>(() => new MapLibreOverlay(props));
  overlay.setProps(props);
  return null;
}

/**
 * The WebGL part of the live map: the MapLibre base map and one deck.gl scatterplot layer of
 * riders (no DOM markers), opening on every rider known then, whatever the filter (or on
 * {@link DEFAULT_MAP_VIEW} when there are none). The layer reads binary attributes packed once per update, so a refresh
 * of thousands of riders uploads two arrays instead of calling accessors per rider. Loaded
 * lazily with maplibre-gl and deck.gl, so neither is in the sign-in or shell bundle.
 */
export default function RiderMapCanvas({ riders, framing = riders, mapStyle, hoveredId, onHover, onUnavailable }: RiderMapCanvasProps) {
  const packed = useMemo(() => packRiders(riders), [riders]);
  // A new object per update: deck.gl compares `data` by identity and re-reads the attributes.
  const data = useMemo(
    () => ({
      length: packed.length,
      attributes: {
        getPosition: { value: packed.positions, size: 2 },
        getFillColor: { value: packed.colours, size: 4, normalized: true },
      },
    }),
    [packed],
  );
  const hovered = useMemo(() => (hoveredId === null ? null : (riders.find((rider) => rider._id === hoveredId) ?? null)), [riders, hoveredId]);
  const hoveredAt = hovered ? riderLocation(hovered) : null;

  const layers = [
    new ScatterplotLayer({
      id: 'riders',
      data,
      radiusUnits: 'pixels',
      getRadius: MARKER_RADIUS_PX,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: MARKER_OUTLINE_PX,
      getLineColor: [255, 255, 255, 255],
      pickable: true,
      onHover: (info: PickingInfo) => {
        const row = info.index >= 0 ? packed.index[info.index] : undefined;
        onHover(row === undefined ? null : (riders[row]?._id ?? null));
      },
    }),
  ];

  // The map opens framing every rider known then (not only those the filter keeps); later
  // updates and filters keep the user's view.
  const [initialViewState] = useState<MapProps['initialViewState']>(() => {
    const bounds = riderBounds(framing);
    if (!bounds) return DEFAULT_MAP_VIEW;
    const [[west, south], [east, north]] = bounds;
    return { bounds: [west, south, east, north], fitBoundsOptions: { padding: 56, maxZoom: 15 } };
  });

  return (
    <MapLibreMap
      initialViewState={initialViewState}
      mapStyle={mapStyle}
      workerUrl={workerUrl}
      style={{ width: '100%', height: '100%' }}
      cursor={hovered ? 'pointer' : 'grab'}
      dragRotate={false}
      attributionControl={false}
      onError={(event: ErrorEvent) => {
        // Without a map object the map could not be created at all (no WebGL); a style or
        // source that fails to load leaves a working map behind.
        if (!event.target) onUnavailable();
        else console.warn(event.error);
      }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <DeckOverlay layers={layers} />
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
          style={{ pointerEvents: 'none', zIndex: 3 }}
        >
          <RiderPopupCard rider={hovered} />
        </Popup>
      ) : null}
    </MapLibreMap>
  );
}
