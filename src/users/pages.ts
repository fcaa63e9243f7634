// The user management pages: one chunk, loaded on first use (index.ts).
export { UserList } from './UserList';
export { UserEdit } from './UserEdit';
