export interface BucketLocation {
  bucket: string;
  prefix: string;
  acl?: string;
  client: {
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    requestChecksumCalculation: string;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
}
export interface DataLocation {
  databaseUrl: string | null;
  sqliteFile: string;
  uploadsDir: string;
  bucket: BucketLocation | null;
  appUrl: string | null;
}
export interface Manifest {
  createdAt: string;
  database: 'sqlite' | 'postgres';
  appUrl: string | null;
  uploads: {
    disk: { files: number; bytes: number } | null;
    bucket: { bucket: string; prefix: string; objects: number; bytes: number } | null;
  };
}
export declare const dataLocation: (env?: Record<string, string | undefined>) => DataLocation;
export declare const backup: (out: string, location?: DataLocation, options?: { pageSize?: number; maxObjects?: number }) => Promise<Manifest>;
export declare const describeUploads: (manifest: Manifest) => string;
export declare const restore: (from: string, location?: DataLocation) => Promise<{ manifest: Manifest; restoreId: string }>;
