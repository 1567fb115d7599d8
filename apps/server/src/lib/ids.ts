import { uuidv7 } from 'uuidv7';

/** Time-ordered ids (UUIDv7), exposed as `_id`. */
export const newId = (): string => uuidv7();
