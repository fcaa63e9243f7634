// The contract of the web app (src/) and the server (server/): one definition of each shared concept
// (docs/decisions/0013-shared-contract.md).
export * from './roles';
