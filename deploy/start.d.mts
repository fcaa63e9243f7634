import type { ChildProcess } from 'node:child_process';
import type { TlsCertificate } from './tls.mjs';

type Env = Record<string, string | undefined>;

export const DEFAULT_SECRETS_FILE: string;
export function deploymentSecrets(file?: string, env?: Env): Record<string, string>;
export function instanceEnvironment(options: {
  databaseUrl: string;
  port: number;
  secrets: Record<string, string>;
  demo?: boolean;
  env?: Record<string, string>;
  processEnv?: Env;
}): Record<string, string>;
export function ensureDatabase(adminUrl: string, name: string): Promise<string>;
export function getStatus(url: string, options?: { ca?: string }): Promise<{ status: number | undefined; location: string | undefined }>;
export function nginxConfig(options: { port: number; httpPort: number; ports: number[]; runDir: string; tls: TlsCertificate }): string;
export function startNginx(options: { port: number; httpPort: number; ports: number[]; runDir: string; tls: TlsCertificate }): Promise<ChildProcess>;
