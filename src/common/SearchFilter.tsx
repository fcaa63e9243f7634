import { SearchInput, useTranslate } from 'react-admin';

/**
 * The list search field (`q`) with a German placeholder from the catalog. `source` and `alwaysOn`
 * are read by react-admin's filter form from the element itself. A placeholder is no label: the
 * same text names the field for screen readers.
 */
export const SearchFilter = ({ placeholder }: { source: 'q'; alwaysOn: boolean; placeholder: string }) => {
  const translate = useTranslate();
  const text = translate(placeholder);
  return <SearchInput source="q" placeholder={text} inputProps={{ 'aria-label': text }} />;
};
