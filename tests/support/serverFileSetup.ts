import { useFileServer } from './fileServer';

// Server project: each test file talks to a server of its own (tests/support/fileServer.ts).
useFileServer();
