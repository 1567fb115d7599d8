/**
 * What a screen hands the composer or a generator when it opens it (in the router's location
 * state): the text to start writing from, or the description to generate from.
 */
export interface StartWith {
  text?: string;
  description?: string;
}

export function readStartWith(state: unknown): StartWith {
  if (!state || typeof state !== 'object') return {};
  const { text, description } = state as Record<string, unknown>;
  return {
    ...(typeof text === 'string' && { text }),
    ...(typeof description === 'string' && { description }),
  };
}
