import { createListPagingMachine } from '../machines/listPaging/machine';
import { pageScreenOpenings } from './screenOpenings';

/**
 * The paged list machine of the app's screens: its first load waits the seed's 1 s from when the
 * user opened the screen (./screenOpenings.ts), not from when the list's code has arrived.
 */
export function pagedListMachine<Row>() {
  return createListPagingMachine<Row>().provide({ delays: { firstLoad: () => pageScreenOpenings().firstListLoadDelay() } });
}
