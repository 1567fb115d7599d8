import { z } from 'zod';

/**
 * An `_id` as the server answers it: every row's id is a UUIDv7. Anything else names nothing we
 * hold, so it never needs to reach the database.
 */
export const ZId = z.uuidv7({ error: 'must be an _id' });

/**
 * The path parameters of every route on one of our rows (`.../:id`). The server answers a
 * parameter that fails its schema 404 `not_found`, as it answers an id it does not know.
 */
export const ZIdParams = z.object({ id: ZId });

/** A post's id at X (and sandbox X): decimal digits of a 64-bit number. */
export const ZXPostId = z.string().regex(/^[0-9]{1,19}$/, 'must be the id of a post on X');

/** An X handle: 1 to 15 letters, digits or underscores. */
export const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
