import { use, useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { loadMapStyleUrl } from '../../api/riderActors';
import { createRiderMapMachine } from '../../bindings/riders';
import { isRiderFilter, type RiderFilter } from '../../domain/riders';
import { connectRiderMap } from '../../machines/riderMap/connect';
import { preloadRiderMapCanvas, RiderMap } from '../../ui/operations/RiderMap';
import { useServices } from '../services';

// This module loads when the page opens: fetch the map's WebGL code alongside the first riders.
preloadRiderMapCanvas();

// The base style from the page's /config.json.
let mapStyleUrl: Promise<string> | null = null;

/** The filter the address holds (`?filter=online`), `all` when none or unknown. */
function filterInAddress(): RiderFilter {
  const value = new URLSearchParams(window.location.search).get('filter');
  return isRiderFilter(value) ? value : 'all';
}

/** Keeps the filter in the address, so a reload or a shared link shows the same riders. */
function writeFilter(filter: RiderFilter) {
  const search = filter === 'all' ? '' : `?filter=${filter}`;
  navigate(`${window.location.pathname}${search}`, { replace: true });
}

/**
 * `/report/deliverymanlive`: the live rider map (seed 001 section 2.5). Runs the rider map
 * machine over the session's clients, tells it when the tab hides and shows, and hands its
 * connected props to {@link RiderMap}.
 */
export default function RiderMapPage() {
  const { clients } = useServices();
  const mapStyle = use((mapStyleUrl ??= loadMapStyleUrl()));
  const [filter] = useState(filterInAddress);
  const machine = useMemo(
    () => createRiderMapMachine(clients).provide({ actions: { filterChanged: (_, params) => writeFilter(params.filter) } }),
    [clients],
  );
  const actor = useActorRef(machine, { input: { filter } });
  // The connect's callbacks stay the same for the actor: the map's memoized parts skip the refreshes.
  const map = connectRiderMap(useSelector(actor, (state) => state), actor.send);

  useEffect(() => {
    const onVisibilityChange = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    // A page opened in a background tab starts paused.
    onVisibilityChange();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [actor]);

  return (
    <RiderMap {...map} mapStyle={mapStyle} />
  );
}
