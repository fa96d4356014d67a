export { common } from './common';
export { about } from './about';
