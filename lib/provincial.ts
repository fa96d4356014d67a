import {
  ALL_REGIONS,
  PROVINCE_REGION_OPTIONS,
  type ProvinceRegion,
  type ProvinceRegionOption,
} from '@/data/options';
import {
  buildQuery,
  matchesText,
  readOption,
  readText,
  toSearchParams,
  type QueryInput,
} from './query';

export type ProvincialEntry = {
  id: string;
  province: string;
  region: ProvinceRegion;
  ketua: string;
  sekretaris: string;
  bendahara: string;
};

export type ProvincialCriteria = { q: string; region: ProvinceRegionOption };

export const DEFAULT_PROVINCIAL_CRITERIA: ProvincialCriteria = { q: '', region: ALL_REGIONS };

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

/** Reads the page's state from a query (`?q=&region=`). */
export function parseProvincialQuery(input: QueryInput): ProvincialCriteria {
  const params = toSearchParams(input);
  return {
    q: readText(params, 'q'),
    region: readOption(
      params,
      'region',
      PROVINCE_REGION_OPTIONS,
      DEFAULT_PROVINCIAL_CRITERIA.region,
    ),
  };
}

/** Writes the page's state as a query, leaving out defaults. */
export function serializeProvincialQuery(criteria: ProvincialCriteria): string {
  return buildQuery([
    ['q', criteria.q, DEFAULT_PROVINCIAL_CRITERIA.q],
    ['region', criteria.region, DEFAULT_PROVINCIAL_CRITERIA.region],
  ]);
}
