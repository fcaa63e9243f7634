// The link management pages: one chunk, loaded on first use (index.ts).
export { LinkList } from './LinkList';
export { LinkCreate } from './LinkCreate';
export { LinkEdit } from './LinkEdit';
