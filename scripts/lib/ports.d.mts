export declare const freePort: () => Promise<number>;
export declare const lostItsPort: (output: string) => boolean;
