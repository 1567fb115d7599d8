/**
 * A JSON value a statement built (with `json_agg` and the like), as the driver hands it: parsed
 * already by one, left as text by another.
 */
export const jsonColumn = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
