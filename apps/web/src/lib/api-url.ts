/** Base address of the API; empty means the same origin as the web app. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '';
