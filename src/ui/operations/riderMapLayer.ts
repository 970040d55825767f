import { isPosition, RIDER_COLOURS, riderStatus } from '../../domain/riders';
import type { RiderPosition } from '../../contract/schema.gen';

/** A typed array handed to deck.gl as one attribute (`data.attributes.<accessor>`). */
export interface BinaryAttribute<T extends Float32Array | Uint8Array> {
  value: T;
  size: number;
  normalized?: boolean;
}

/** The riders' layer data in deck.gl's binary form: one entry per drawable rider. */
export interface RiderLayerBinary {
  length: number;
  attributes: {
    getPosition: BinaryAttribute<Float32Array>;
    getFillColor: BinaryAttribute<Uint8Array>;
  };
}

/** What the layer is given on an update: its data, and the update triggers of the attributes that changed. */
export interface RiderLayerUpdate {
  data: RiderLayerBinary;
  updateTriggers: { getPosition: number; getFillColor: number };
}

/**
 * deck.gl's `dataComparator` for {@link RiderLayerBinary}: the same number of entries is the
 * same data container, so a refresh re-reads only the attributes its update triggers name (a
 * new count re-reads them all, the picking colours included).
 */
export function sameEntryCount(next: unknown, previous?: unknown): boolean {
  return entryCount(next) === entryCount(previous);
}

function entryCount(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('length' in data)) return null;
  return typeof data.length === 'number' ? data.length : null;
}

/**
 * The riders as the map layer draws them, packed into typed arrays kept from one refresh to the
 * next: each refresh writes positions and colours in place and says which of the two changed,
 * so deck.gl uploads a moved position array, and the colours only when some rider changed
 * status (or the riders drawn changed). A rider without a position on Earth has no entry.
 * Positions are 32-bit floats: within a metre anywhere on Earth, enough for a marker.
 */
export class RiderLayerData {
  private positions = new Float32Array(0);
  private colours = new Uint8Array(0);
  /** The rider (index in `riders`) of each entry. */
  private entries = new Uint32Array(0);
  private riders: readonly RiderPosition[] = [];
  private current: RiderLayerUpdate = {
    data: { length: 0, attributes: { getPosition: { value: new Float32Array(0), size: 2 }, getFillColor: { value: new Uint8Array(0), size: 4, normalized: true } } },
    updateTriggers: { getPosition: 0, getFillColor: 0 },
  };

  /** The layer's data for `riders`: the same object as before when nothing drawn changed. */
  update(riders: readonly RiderPosition[]): RiderLayerUpdate {
    if (riders === this.riders) return this.current;
    this.riders = riders;
    let grown = false;
    if (this.entries.length < riders.length) {
      // Room for a few more riders than now, so that one more rider does not allocate again.
      const capacity = Math.ceil(riders.length * 1.25) + 16;
      this.positions = new Float32Array(capacity * 2);
      this.colours = new Uint8Array(capacity * 4);
      this.entries = new Uint32Array(capacity);
      grown = true;
    }
    const { positions, colours, entries } = this;
    let moved = grown;
    let recoloured = grown;
    let length = 0;
    // One pass without allocations: this runs for every rider on every refresh.
    for (let i = 0; i < riders.length; i += 1) {
      const rider = riders[i];
      if (!rider) continue;
      const longitude = rider.location[0];
      const latitude = rider.location[1];
      if (longitude === undefined || latitude === undefined || !isPosition(longitude, latitude)) continue;
      const [r, g, b] = RIDER_COLOURS[riderStatus(rider)];
      const p = length * 2;
      // Float32 as stored, so that an unmoved rider compares equal.
      const x = Math.fround(longitude);
      const y = Math.fround(latitude);
      if (positions[p] !== x || positions[p + 1] !== y) {
        positions[p] = x;
        positions[p + 1] = y;
        moved = true;
      }
      const c = length * 4;
      if (colours[c] !== r || colours[c + 1] !== g || colours[c + 2] !== b || colours[c + 3] !== 255) {
        colours[c] = r;
        colours[c + 1] = g;
        colours[c + 2] = b;
        colours[c + 3] = 255;
        recoloured = true;
      }
      entries[length] = i;
      length += 1;
    }
    const before = this.current;
    if (length !== before.data.length) {
      moved = true;
      recoloured = true;
    }
    if (!moved && !recoloured) return before;
    // New attribute objects (views on the same arrays) for what changed: deck.gl uploads an attribute whose object is new.
    const getPosition = moved ? { value: positions.subarray(0, length * 2), size: 2 } : before.data.attributes.getPosition;
    const getFillColor = recoloured ? { value: colours.subarray(0, length * 4), size: 4, normalized: true } : before.data.attributes.getFillColor;
    this.current = {
      data: { length, attributes: { getPosition, getFillColor } },
      updateTriggers: {
        getPosition: before.updateTriggers.getPosition + (moved ? 1 : 0),
        getFillColor: before.updateTriggers.getFillColor + (recoloured ? 1 : 0),
      },
    };
    return this.current;
  }

  /** The rider drawn as entry `entry` (deck.gl's picking index), if any. */
  riderAt(entry: number): RiderPosition | undefined {
    if (entry < 0 || entry >= this.current.data.length) return undefined;
    const row = this.entries[entry];
    return row === undefined ? undefined : this.riders[row];
  }
}
