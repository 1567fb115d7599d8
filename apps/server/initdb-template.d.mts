export const INITDB_TEMPLATE_FILE: string;
export function writeInitdbTemplate(distDir: string): Promise<void>;
