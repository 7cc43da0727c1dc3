import { proxy } from 'valtio';
import { ALL_DATES, type DateFilter } from './date-filter.ts';

/**
 * The list's filters, kept for the visit so coming back from a board finds them as they were. Small state
 * only: boards themselves live in their own stores (board-store.ts), never in a proxy.
 */
export const listFilters = proxy({ country: '', dates: { ...ALL_DATES } as DateFilter });

export const setListCountry = (country: string) => {
  listFilters.country = country;
};

export const setListDates = (dates: DateFilter) => {
  listFilters.dates = dates;
};
