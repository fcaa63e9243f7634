// The access management pages: one chunk, loaded on first use (index.ts).
export { BrandAdminList } from './BrandAdminList';
export { BrandAdminEdit } from './BrandAdminEdit';
