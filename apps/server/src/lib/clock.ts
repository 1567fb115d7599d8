/** The clock capability: every "now" on the server is read through it, so tests can set the time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
