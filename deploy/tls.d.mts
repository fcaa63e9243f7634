export interface TlsCertificate {
  cert: string;
  key: string;
  pem: string;
  selfSigned: boolean;
}

export function tlsCertificate(dir: string, env?: Record<string, string | undefined>): TlsCertificate;
export function trustCertificate(pem: string): void;
