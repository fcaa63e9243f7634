// The brand management pages: one chunk, loaded when a brand page is first opened (index.tsx).
export { BrandList } from './BrandList';
export { BrandCreate } from './BrandCreate';
export { BrandShow } from './BrandShow';
export { BrandEditLicense, BrandEditProfile } from './BrandEdit';
