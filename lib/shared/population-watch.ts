// Pop watch (issue #25): a member follows a card of the population report and is told by e-mail, at most once a day,
// when its population changed. Browser-safe shapes and addresses shared by the follow button, the account page and
// the API.
import type { PopulationCardView } from './certificates/population-report';

export const POPULATION_WATCH_API = '/api/member/population-watch';
export const POPULATION_WATCHES_API = '/api/member/population-watches';
/** The member's page of followed cards (the e-mail's unfollow link). */
export const WATCHING_PAGE = '/account/watching';
/** A member follows at most this many cards (a list one can read; the daily e-mail stays short). */
export const MAX_WATCHES = 200;

/** GET/POST/DELETE /api/member/population-watch: whether the member follows the card. */
export interface PopulationWatchState {
  populationCardId: number;
  following: boolean;
}

/** One followed card on /account/watching. */
export interface WatchedCardView {
  populationCardId: number;
  card: PopulationCardView;
  total: number;
  /** ISO: when the member began to follow it. */
  since: string;
}
