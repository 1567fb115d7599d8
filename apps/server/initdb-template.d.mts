export function writeInitdbTemplate(distDir: string): Promise<void>;
