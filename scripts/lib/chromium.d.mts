export declare const PINNED_CHROMIUM: string;
export declare const assertPinnedChromium: (version: string) => void;
export declare const chromiumExecutable: () => Promise<string>;
export declare const CHROMIUM_ARGS: string[];
