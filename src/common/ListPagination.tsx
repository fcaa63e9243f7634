import { Pagination } from 'react-admin';

/** The page sizes of the lists, 100 included: lists that open with 100 rows show their size. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100];

export const ListPagination = () => <Pagination rowsPerPageOptions={LIST_PAGE_SIZES} />;
