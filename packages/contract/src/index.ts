// The contract of the web app (src/) and the server (server/): one definition of each shared concept
// (docs/decisions/0013-shared-contract.md).
export * from './roles';
export * from './posts';
export * from './events';
export * from './dashboard';
export * from './reports';
export * from './realtime';
export * from './team';
export * from './messages';
export * from './appConfig';
export * from './csv';
export * from './mails';
export * from './access';
export * from './account';
export * from './audit';
export * from './retention';
export * from './consent';
