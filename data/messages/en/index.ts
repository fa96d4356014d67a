export { common } from './common';
export { about } from './about';
export { og } from './og';
export { team } from './team';
export { international } from './international';
export { provincial } from './provincial';
