import {
  ALL_REGIONS,
  PROVINCE_REGION_OPTIONS,
  type ProvinceRegion,
  type ProvinceRegionOption,
} from '@/data/options';
import { defineListingQuery, matchesText, option, text } from './listing-query';

export type ProvincialEntry = {
  id: string;
  province: string;
  region: ProvinceRegion;
  ketua: string;
  sekretaris: string;
  bendahara: string;
};

export type ProvincialCriteria = { q: string; region: ProvinceRegionOption };

/** The page's state in the URL: `?q=&region=`. */
export const provincialQuery = defineListingQuery<ProvincialCriteria>(
  { q: '', region: ALL_REGIONS },
  { q: text(), region: option(PROVINCE_REGION_OPTIONS) },
);

/**
 * The boards matching the criteria: a case-insensitive substring of the province or of the
 * Ketua, Sekretaris or Bendahara's name, within the chosen region ('Semua' = every region).
 */
export function filterProvincialBoards<T extends ProvincialEntry>(
  boards: readonly T[],
  criteria: ProvincialCriteria,
): T[] {
  return boards.filter(
    (board) =>
      (criteria.region === ALL_REGIONS || board.region === criteria.region) &&
      matchesText(criteria.q, [board.province, board.ketua, board.sekretaris, board.bendahara]),
  );
}
