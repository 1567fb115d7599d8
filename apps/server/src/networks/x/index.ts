/** X: its client capability (X's API or sandbox X), made once in buildApp. */
export type { XClient } from './client';
export { createXClient } from './create-client';
