import { fromContent, loadFile } from './content-files';
import { ProvincialBoardsFileSchema, type ProvincialBoard } from './schemas/provincial-boards';

const boards = fromContent(() =>
  loadFile('leadership/provincial.json', ProvincialBoardsFileSchema),
);

/**
 * The 34 provincial boards, west to east, region by region (Papua and Papua Barat under Maluku,
 * as the spec's regions have no Papua of their own). Names are the same in both editions.
 */
export function getProvincialBoards(): readonly ProvincialBoard[] {
  return boards().provinces;
}
