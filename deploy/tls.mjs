// The reference deployment's TLS certificate: the operator's (DEPLOY_TLS_CERT and DEPLOY_TLS_KEY,
// paths to PEM files) or, for a local run and the tests, a self-signed one for localhost and
// 127.0.0.1, made once with openssl into `dir`. A browser warns about a self-signed certificate;
// a client that should trust it takes its PEM (trustCertificate).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';

/** Paths of the certificate and key to serve, and the certificate's PEM. */
export const tlsCertificate = (dir, env = process.env) => {
  if (env.DEPLOY_TLS_CERT || env.DEPLOY_TLS_KEY) {
    if (!env.DEPLOY_TLS_CERT || !env.DEPLOY_TLS_KEY)
      throw new Error('DEPLOY_TLS_CERT and DEPLOY_TLS_KEY go together: the certificate (PEM, chain included) and its key.');
    return {
      cert: path.resolve(env.DEPLOY_TLS_CERT),
      key: path.resolve(env.DEPLOY_TLS_KEY),
      pem: readFileSync(env.DEPLOY_TLS_CERT, 'utf8'),
      selfSigned: false,
    };
  }
  const cert = path.join(dir, 'self-signed.crt');
  const key = path.join(dir, 'self-signed.key');
  if (!existsSync(cert) || !existsSync(key)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // openssl writes the key with mode 0600.
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '365', '-subj', '/CN=localhost'] //
        .concat(['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  }
  return { cert, key, pem: readFileSync(cert, 'utf8'), selfSigned: true };
};

/** This process's fetch and https trust `pem` too (the soak's client, talking to the self-signed nginx). */
export const trustCertificate = (pem) => tls.setDefaultCACertificates([...tls.getCACertificates('default'), pem]);
