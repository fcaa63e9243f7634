export declare const appBuildIsStale: (root: string, outDir?: string) => boolean;
export declare const ensureAppBuild: (root: string, options?: { outDir?: string; log?: (message: string) => void }) => Promise<string>;
