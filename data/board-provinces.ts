// The provinces the provincial boards cover, for the membership application's province choice
// and its rules, which the browser and the form receiver both run: read from the boards' content
// file without Node (the boards themselves, parsed and checked: provincial-boards.ts, whose test
// holds the two equal).
import provincial from './content/leadership/provincial.json';

/** The 34 provinces of the provincial boards, in alphabetical order. */
export const BOARD_PROVINCES: readonly string[] = provincial.provinces
  .map((board) => board.province)
  .sort((a, b) => a.localeCompare(b, 'id'));
