export function bundleServer(input: { entry: string; outfile: string }): Promise<void>;
