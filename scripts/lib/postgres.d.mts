export declare const createPostgresDatabase: (
  adminUrl: string,
  prefix: string,
  options?: { template?: string },
) => Promise<{ name: string; url: string; drop: () => Promise<void> }>;
