/** How the brand list opens (BrandList.tsx), also what is read ahead when it is the landing screen (index.tsx). */
export const BRAND_LIST = { perPage: 10, sort: { field: 'name', order: 'ASC' as const } };
