import { cpfCheckDigits } from '../src/domain/cpf';
import type { Db } from './db';
import { addDays, lastWeekDays, localDay } from './services/deliveryHistory';
import { newDeliveryId } from './services/deliveryScope';

type Flag = 'FREE' | 'ON_ROUTE' | 'UNAVAILABLE';
type LngLat = readonly [number, number];

/** The demo companies, by the ids `server/seed.ts` gives them. */
export interface DeliveryDemoCompanies {
  restaurant: string;
  supermarket: string;
  partner: string;
  otherRestaurant: string;
}

/**
 * Stretches of real streets of São Paulo, each from one end to the other as
 * [longitude, latitude]; the demo riders stand along them.
 */
const STREETS = {
  paulista: [[-46.6452, -23.571], [-46.6617, -23.5564]],
  brigadeiroLuisAntonio: [[-46.6508, -23.5679], [-46.6397, -23.5541]],
  vergueiro: [[-46.641, -23.5715], [-46.6372, -23.5876]],
  liberdade: [[-46.6354, -23.553], [-46.6371, -23.5638]],
  augustaCentro: [[-46.6601, -23.5577], [-46.6516, -23.5497]],
  augustaJardins: [[-46.6601, -23.5577], [-46.669, -23.5671]],
  consolacao: [[-46.6623, -23.5557], [-46.6521, -23.548]],
  saoJoao: [[-46.6371, -23.543], [-46.647, -23.537]],
  teodoroSampaio: [[-46.6729, -23.552], [-46.6918, -23.5661]],
  reboucas: [[-46.668, -23.558], [-46.6899, -23.5705]],
  fariaLima: [[-46.6931, -23.567], [-46.6831, -23.5859]],
} as const satisfies Record<string, readonly [LngLat, LngLat]>;

type Street = keyof typeof STREETS;

/** Where each demo company is: Bixiga, Pinheiros, Avenida Paulista and Vila Madalena. */
const COMPANY_PLACES: Record<keyof DeliveryDemoCompanies, LngLat> = {
  restaurant: [-46.6455, -23.5595],
  supermarket: [-46.6835, -23.561],
  partner: [-46.6545, -23.564],
  otherRestaurant: [-46.6905, -23.556],
};

/** How many riders each company has, and the streets they ride. */
const FLEETS: Record<keyof DeliveryDemoCompanies, { count: number; streets: readonly Street[] }> = {
  restaurant: { count: 10, streets: ['paulista', 'brigadeiroLuisAntonio', 'vergueiro', 'liberdade', 'augustaCentro'] },
  supermarket: { count: 8, streets: ['teodoroSampaio', 'reboucas', 'fariaLima', 'augustaJardins'] },
  partner: { count: 6, streets: ['consolacao', 'saoJoao', 'paulista'] },
  otherRestaurant: { count: 6, streets: ['fariaLima', 'teodoroSampaio', 'reboucas'] },
};

const FIRST_NAMES = ['Adriano', 'Beatriz', 'Caio', 'Daniela', 'Everton', 'Fabiana', 'Gustavo', 'Helena', 'Igor', 'Jéssica', 'Kleber', 'Larissa', 'Márcio', 'Natália', 'Otávio'];
const LAST_NAMES = ['Moreira', 'Barbosa', 'Teixeira', 'Gomes', 'Martins', 'Rocha', 'Dias', 'Nunes', 'Cardoso', 'Freitas', 'Mendes'];
const VEHICLES = ['moto', 'moto', 'bicicleta', 'carro'] as const;

/**
 * The states the riders cycle through: online and free (green on the map), on a route
 * (blue), offline (red).
 */
const STATES: readonly { isOnline: boolean; flag: Flag }[] = [
  { isOnline: true, flag: 'FREE' },
  { isOnline: true, flag: 'ON_ROUTE' },
  { isOnline: false, flag: 'UNAVAILABLE' },
  { isOnline: true, flag: 'FREE' },
  { isOnline: false, flag: 'FREE' },
  { isOnline: true, flag: 'ON_ROUTE' },
];

/** A demo rider's row. */
interface DemoRider {
  id: string;
  company_id: string;
  person_id: string | null;
  cpf: string;
  phone: string;
  type_of_vehicle: string;
  flag: Flag;
  is_online: boolean;
  on_route: boolean;
  deliveryman_paid: boolean;
  delivery_man_paid_date: Date | null;
  longitude: number | null;
  latitude: number | null;
  position_at: Date | null;
}

/** The fixed id of the `n`th demo rider (1-based), so demos and tests can name it. */
export function demoRiderId(n: number): string {
  return `64d${String(n).padStart(21, '0')}`;
}

/** How many demo riders there are. */
export const DEMO_RIDER_COUNT = Object.values(FLEETS).reduce((sum, fleet) => sum + fleet.count, 0);

function along(street: Street, t: number): [number, number] {
  const [[lng1, lat1], [lng2, lat2]] = STREETS[street];
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return [round(lng1 + (lng2 - lng1) * t), round(lat1 + (lat2 - lat1) * t)];
}

/** A valid CPF for the `n`th rider: nine digits of its own and their check digits. */
function demoCpf(n: number): string {
  const nine = String(314159000 + n * 7919);
  return nine + cpfCheckDigits(nine);
}

/** An instant at `hour:minute` of a local day in São Paulo (UTC-3 all year since 2019). */
function at(day: string, hour: number, minute = 0): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`);
}

/**
 * Fills the delivery tables with demo data: each demo company's position and riders on
 * the streets around it, in every state (one without a person record, one never seen on
 * the map), paid and unpaid, with online days over the last week and races; and the
 * delivery settings of the restaurants and the supermarket. Run it inside the demo
 * seed's transaction, after the companies exist.
 */
export async function seedDeliveryData(trx: Db, companies: DeliveryDemoCompanies, now = new Date()): Promise<void> {
  await trx
    .insertInto('company_locations')
    .values(
      (Object.keys(COMPANY_PLACES) as (keyof DeliveryDemoCompanies)[]).map((key) => ({
        company_id: companies[key],
        longitude: COMPANY_PLACES[key][0],
        latitude: COMPANY_PLACES[key][1],
      })),
    )
    .execute();

  const settings = [
    { company: companies.restaurant, radius: 5, fee: 7.9, minimum: 30, minutes: 40, open: true },
    { company: companies.supermarket, radius: 8, fee: 12.5, minimum: 80, minutes: 60, open: true },
    { company: companies.otherRestaurant, radius: 4.5, fee: 6, minimum: 25, minutes: 35, open: false },
  ];
  await trx
    .insertInto('company_deliveries')
    .values(
      settings.map((s) => ({
        id: newDeliveryId(),
        company_id: s.company,
        delivery_radius_km: s.radius,
        delivery_fee: s.fee,
        minimum_order: s.minimum,
        estimated_time_minutes: s.minutes,
        is_open: s.open,
      })),
    )
    .execute();

  const persons: { id: string; name: string }[] = [];
  const riders: DemoRider[] = [];
  let n = 0;
  for (const key of Object.keys(FLEETS) as (keyof DeliveryDemoCompanies)[]) {
    const fleet = FLEETS[key];
    for (let k = 0; k < fleet.count; k++) {
      n++;
      const street = fleet.streets[k % fleet.streets.length] as Street;
      const state = STATES[(n - 1) % STATES.length] as (typeof STATES)[number];
      // Rider 4 has no person record ('Person não cadastrado'); rider 9 was never seen (no position).
      const personId = n === 4 ? null : `64e${String(n).padStart(21, '0')}`;
      if (personId !== null) {
        const first = FIRST_NAMES[(n - 1) % FIRST_NAMES.length] as string;
        const last = LAST_NAMES[(n * 3) % LAST_NAMES.length] as string;
        persons.push({ id: personId, name: `${first} ${last}` });
      }
      const [longitude, latitude] = n === 9 ? [null, null] : along(street, (k + 0.5) / fleet.count);
      const paid = n % 3 === 0;
      riders.push({
        id: demoRiderId(n),
        company_id: companies[key],
        person_id: personId,
        cpf: demoCpf(n),
        // Mobiles with the country code, without it, and one landline: every format the list shows.
        phone: n % 5 === 0 ? `11${String(30000000 + n * 1013)}` : n % 2 === 0 ? `119${String(80000000 + n * 4099)}` : `55119${String(70000000 + n * 3571)}`,
        type_of_vehicle: VEHICLES[n % VEHICLES.length] as string,
        flag: state.flag,
        is_online: state.isOnline,
        on_route: state.flag === 'ON_ROUTE',
        deliveryman_paid: paid,
        delivery_man_paid_date: paid ? at(addDays(localDay(now), -(n % 5) - 1), 17, 30) : null,
        longitude,
        latitude,
        position_at: longitude === null ? null : new Date(now.getTime() - (n % 7) * 60_000),
      });
    }
  }
  await trx.insertInto('delivery_persons').values(persons).execute();
  await trx.insertInto('delivery_men').values(riders).execute();
  await seedHistory(trx, riders, now);
}

/** Online days over the last week and races for most riders; every seventh has no history yet. */
async function seedHistory(
  trx: Db,
  riders: readonly DemoRider[],
  now: Date,
): Promise<void> {
  const days = lastWeekDays(now);
  const onlineDays: { delivery_man_id: string; day: string; online_minutes: number; first_online_at: Date; last_online_at: Date }[] = [];
  const races: {
    id: string;
    delivery_man_id: string;
    company_id: string | null;
    order_id: string;
    started_at: Date;
    finished_at: Date | null;
    status: 'DELIVERED' | 'CANCELED' | 'DELIVERY_ROUTE';
    distance_m: number;
    fee: number | null;
  }[] = [];
  riders.forEach((rider, i) => {
    if (i % 7 === 6) return;
    days.forEach((day, d) => {
      if (d === 0) {
        // Today: an online rider has been online since a while ago, and is still.
        const sinceMidnight = Math.floor((now.getTime() - at(day, 0).getTime()) / 60_000);
        const minutes = Math.min(90 + ((i * 29) % 240), sinceMidnight - 5);
        if (!rider.is_online || minutes < 10) return;
        onlineDays.push({ delivery_man_id: rider.id, day, online_minutes: minutes, first_online_at: new Date(now.getTime() - minutes * 60_000), last_online_at: now });
        return;
      }
      if ((i + d) % 3 === 0) return;
      const minutes = 120 + ((i * 37 + d * 53) % 420);
      const first = at(day, 8 + (i % 4), (i * 7) % 60);
      onlineDays.push({ delivery_man_id: rider.id, day, online_minutes: minutes, first_online_at: first, last_online_at: new Date(first.getTime() + minutes * 60_000) });
    });
    const count = 3 + (i % 4);
    for (let r = 0; r < count; r++) {
      const started = new Date(now.getTime() - (r * 19 + (i % 5) + 2) * 3_600_000);
      const canceled = (i + r) % 9 === 4;
      races.push({
        id: newDeliveryId(),
        delivery_man_id: rider.id,
        company_id: rider.company_id,
        order_id: newDeliveryId(),
        started_at: started,
        finished_at: new Date(started.getTime() + (18 + ((i + r * 7) % 30)) * 60_000),
        status: canceled ? 'CANCELED' : 'DELIVERED',
        distance_m: 1200 + ((i * 977 + r * 613) % 6800),
        fee: canceled ? null : 6.5 + ((i + r * 3) % 12),
      });
    }
    if (rider.on_route) {
      races.push({
        id: newDeliveryId(),
        delivery_man_id: rider.id,
        company_id: rider.company_id,
        order_id: newDeliveryId(),
        started_at: new Date(now.getTime() - (8 + (i % 10)) * 60_000),
        finished_at: null,
        status: 'DELIVERY_ROUTE',
        distance_m: 2400 + ((i * 331) % 3000),
        fee: 8.5,
      });
    }
  });
  if (onlineDays.length > 0) await trx.insertInto('delivery_man_online_days').values(onlineDays).execute();
  if (races.length > 0) await trx.insertInto('delivery_man_races').values(races).execute();
}
