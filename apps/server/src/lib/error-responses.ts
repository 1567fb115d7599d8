import { ZErrorResponse } from '@quillpost/shared';

/**
 * A route schema's error answers for these statuses, each serialised through `ZErrorResponse`,
 * so a route lists the statuses it may answer and nothing else.
 */
export const errorResponses = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<
    Status,
    typeof ZErrorResponse
  >;
