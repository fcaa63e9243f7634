export declare const createPostgresDatabase: (adminUrl: string, prefix: string) => Promise<{ url: string; drop: () => Promise<void> }>;
