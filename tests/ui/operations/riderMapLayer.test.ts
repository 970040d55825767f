import { describe, expect, it } from 'vitest';
import { RIDER_COLOURS } from '../../../src/domain/riders';
import { RiderLayerData, sameEntryCount } from '../../../src/ui/operations/riderMapLayer';
import type { RiderPosition } from '../../../src/contract/schema.gen';

function rider(id: string, location: number[], overrides: Partial<RiderPosition> = {}): RiderPosition {
  return { _id: id, person: null, typeOfVehicle: 'moto', isOnline: true, onRoute: false, flag: 'FREE', location, ...overrides };
}

const ANA = rider('ana', [-46.6452, -23.571]);
const BRUNO = rider('bruno', [-46.64, -23.55], { isOnline: false });
const CAIO = rider('caio', [-46.63, -23.56], { onRoute: true });
/** No position on Earth: never drawn. */
const LOST = rider('lost', [Number.NaN, 200]);

const colourOf = (colours: Uint8Array, entry: number) => [...colours.subarray(entry * 4, entry * 4 + 3)];

describe('the riders as the map layer draws them', () => {
  it('draws each rider with a position at its place, in its status colour, and names the rider under the pointer', () => {
    const layer = new RiderLayerData();
    const { data } = layer.update([ANA, LOST, BRUNO, CAIO]);
    expect(data.length).toBe(3);
    expect([...data.attributes.getPosition.value]).toEqual([ANA, BRUNO, CAIO].flatMap((r) => r.location.map((d) => Math.fround(d))));
    expect(data.attributes.getPosition.size).toBe(2);
    expect([0, 1, 2].map((entry) => colourOf(data.attributes.getFillColor.value, entry))).toEqual([RIDER_COLOURS.online, RIDER_COLOURS.offline, RIDER_COLOURS.onRoute]);
    expect(data.attributes.getFillColor.value.length).toBe(12);
    // Entries skip the rider without a position: the pointer over the second marker is Bruno.
    expect([0, 1, 2, 3, -1].map((entry) => layer.riderAt(entry)?._id)).toEqual(['ana', 'bruno', 'caio', undefined, undefined]);
  });

  it('re-sends only what a refresh changed: positions when riders moved, colours when a status changed, nothing when neither', () => {
    const layer = new RiderLayerData();
    const first = layer.update([ANA, BRUNO]);
    // Moved, same statuses: new positions, the same colours.
    const moved = layer.update([{ ...ANA, location: [-46.646, -23.571] }, BRUNO]);
    expect(moved.data.attributes.getPosition).not.toBe(first.data.attributes.getPosition);
    expect(moved.data.attributes.getFillColor).toBe(first.data.attributes.getFillColor);
    expect(moved.updateTriggers.getPosition).not.toBe(first.updateTriggers.getPosition);
    expect(moved.updateTriggers.getFillColor).toBe(first.updateTriggers.getFillColor);
    expect(moved.data.attributes.getPosition.value[0]).toBe(Math.fround(-46.646));
    // Bruno came online where he was: new colours, the same positions.
    const online = layer.update([{ ...ANA, location: [-46.646, -23.571] }, { ...BRUNO, isOnline: true }]);
    expect(online.data.attributes.getPosition).toBe(moved.data.attributes.getPosition);
    expect(online.data.attributes.getFillColor).not.toBe(moved.data.attributes.getFillColor);
    expect(online.updateTriggers.getFillColor).not.toBe(moved.updateTriggers.getFillColor);
    expect(colourOf(online.data.attributes.getFillColor.value, 1)).toEqual([...RIDER_COLOURS.online]);
    // The same answer again (new objects, same riders): nothing to send.
    expect(layer.update([{ ...ANA, location: [-46.646, -23.571] }, { ...BRUNO, isOnline: true }])).toBe(online);
  });

  it('draws a new number of riders as new data, however many arrive', () => {
    const layer = new RiderLayerData();
    const two = layer.update([ANA, BRUNO]);
    const many = Array.from({ length: 500 }, (_, n) => rider(`r${n}`, [-46.6 + n / 1e4, -23.5], { isOnline: n % 2 === 0 }));
    const five = layer.update(many);
    expect(five.data.length).toBe(500);
    expect(sameEntryCount(five.data, two.data)).toBe(false);
    expect(layer.riderAt(499)?._id).toBe('r499');
    expect(colourOf(five.data.attributes.getFillColor.value, 499)).toEqual([...RIDER_COLOURS.offline]);
    const fewer = layer.update([CAIO]);
    expect(fewer.data.length).toBe(1);
    expect([...fewer.data.attributes.getPosition.value]).toEqual(CAIO.location.map((d) => Math.fround(d)));
    expect(layer.riderAt(1)).toBeUndefined();
    const none = layer.update([]);
    expect(none.data.length).toBe(0);
  });

  it('compares data by the number of riders drawn', () => {
    expect(sameEntryCount({ length: 3 }, { length: 3 })).toBe(true);
    expect(sameEntryCount({ length: 3 }, { length: 4 })).toBe(false);
    expect(sameEntryCount({ length: 3 }, undefined)).toBe(false);
  });
});
