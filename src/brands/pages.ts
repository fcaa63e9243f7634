// The brand management pages but the list: one chunk, loaded when such a page is first opened (index.tsx).
export { BrandCreate } from './BrandCreate';
export { BrandShow } from './BrandShow';
export { BrandEditLicense, BrandEditProfile } from './BrandEdit';
