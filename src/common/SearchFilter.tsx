import { SearchInput, useTranslate } from 'react-admin';

/**
 * The list search field (`q`) with a German placeholder from the catalog. `source` and `alwaysOn`
 * are read by react-admin's filter form from the element itself.
 */
export const SearchFilter = ({ placeholder }: { source: 'q'; alwaysOn: boolean; placeholder: string }) => {
  const translate = useTranslate();
  return <SearchInput source="q" placeholder={translate(placeholder)} />;
};
