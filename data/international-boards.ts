import { fromContent, loadFile } from './content-files';
import {
  InternationalBoardsFileSchema,
  type InternationalBoard,
} from './schemas/international-boards';

const boards = fromContent(() =>
  loadFile('leadership/international.json', InternationalBoardsFileSchema),
);

/** The seven international boards, in the spec's order. */
export function getInternationalBoards(): readonly InternationalBoard[] {
  return boards().chapters;
}
