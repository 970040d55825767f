import type { RiderPosition } from '../../src/contract/schema.gen';

/** When the riders below arrived: 14:02:05 on a weekday afternoon. */
export const RECEIVED_AT = new Date(2025, 2, 12, 14, 2, 5).getTime();

/** A rider online and free, on a São Paulo street. */
export const FREE_RIDER: RiderPosition = {
  _id: 'rider-1',
  person: { name: 'Adriano Moreira' },
  typeOfVehicle: 'moto',
  isOnline: true,
  onRoute: false,
  flag: 'FREE',
  location: [-46.6455, -23.5595],
};

/** A rider on a route. */
export const ON_ROUTE_RIDER: RiderPosition = { ...FREE_RIDER, _id: 'rider-2', person: { name: 'Beatriz Barbosa' }, typeOfVehicle: 'bicicleta', onRoute: true, flag: 'ON_ROUTE' };

/** A rider offline and unavailable. */
export const OFFLINE_RIDER: RiderPosition = { ...FREE_RIDER, _id: 'rider-3', person: { name: 'Caio Teixeira' }, typeOfVehicle: 'carro', isOnline: false, flag: 'UNAVAILABLE' };

/** A rider without a person record: 'Person não cadastrado'. */
export const RIDER_WITHOUT_PERSON: RiderPosition = { ...FREE_RIDER, _id: 'rider-4', person: null };

/** Eight riders in every state: five online (two of them on a route), three offline. */
export const RIDERS: RiderPosition[] = [
  FREE_RIDER,
  ON_ROUTE_RIDER,
  OFFLINE_RIDER,
  RIDER_WITHOUT_PERSON,
  { ...ON_ROUTE_RIDER, _id: 'rider-5', person: { name: 'Daniela Gomes' } },
  { ...FREE_RIDER, _id: 'rider-6', person: { name: 'Everton Martins' } },
  { ...OFFLINE_RIDER, _id: 'rider-7', person: { name: 'Fabiana Rocha' }, flag: 'FREE' },
  { ...OFFLINE_RIDER, _id: 'rider-8', person: { name: 'Gustavo Dias' } },
];
