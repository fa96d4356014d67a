import { PROVINCIAL_BOARD_CONTENT } from './content/provincial-boards';
import { ProvincialBoardListSchema, type ProvincialBoard } from './schemas/provincial-boards';

const provincialBoards: readonly ProvincialBoard[] = Object.freeze(
  ProvincialBoardListSchema.parse(PROVINCIAL_BOARD_CONTENT),
);

/** The 34 provincial boards, west to east. */
export function getProvincialBoards(): readonly ProvincialBoard[] {
  return provincialBoards;
}
