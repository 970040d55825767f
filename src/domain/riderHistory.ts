import type { DeliveryMan, OnlineDay, RaceHistoryItem } from '../contract/schema.gen';

/** One page of a rider's races: the races and how many there are in all. */
export interface RacesPage {
  items: RaceHistoryItem[];
  totalCount: number;
  page: number;
}

/** What a rider's history shows: the rider, its online days of the last week and a page of races. */
export interface RiderHistory {
  rider: DeliveryMan;
  days: OnlineDay[];
  races: RacesPage;
}
