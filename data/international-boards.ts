import { INTERNATIONAL_BOARD_CONTENT } from './content/international-boards';
import {
  InternationalBoardListSchema,
  type InternationalBoard,
} from './schemas/international-boards';

const internationalBoards: readonly InternationalBoard[] = Object.freeze(
  InternationalBoardListSchema.parse(INTERNATIONAL_BOARD_CONTENT),
);

/** The seven international boards, in the spec's order. */
export function getInternationalBoards(): readonly InternationalBoard[] {
  return internationalBoards;
}
