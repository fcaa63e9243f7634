import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

export interface BrandOption {
  id: string;
  name: string;
}

interface Props {
  value: BrandOption[];
  onChange: (value: BrandOption[]) => void;
  disabled?: boolean;
}

const PAGE = 100;

/** Several brands, searched on the server (brand search of the spec's "Validation rules": from 2 characters). */
export const BrandSelect = ({ value, onChange, disabled }: Props) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);

  const { data = [], isFetching } = useGetList('brands', {
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'name', order: 'ASC' },
    filter: query.length > 1 ? { q: query } : {},
  });
  const options = useMemo(() => {
    const chosen = new Set(value.map((b) => b.id));
    return [...value, ...data.map((b) => ({ id: String(b.id), name: String(b.name) })).filter((b) => !chosen.has(b.id))];
  }, [data, value]);

  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={options}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      filterOptions={(all) => {
        const typed = input.trim();
        // The server searched for exactly what is typed (name, company or id); otherwise filter by name here.
        if (!typed || (typed.length > 1 && typed === query)) return all;
        return all.filter((b) => b.name.toLowerCase().includes(typed.toLowerCase()));
      }}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(b) => b.name}
      disableCloseOnSelect
      loading={isFetching}
      limitTags={6}
      getLimitTagsText={(more) => translate('app.reports.brands_more', { count: more })}
      noOptionsText={translate('app.reports.no_brands')}
      loadingText={translate('app.reports.loading_brands')}
      clearText={translate('app.reports.clear')}
      openText={translate('app.reports.open')}
      closeText={translate('app.reports.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('app.reports.brands')}
          placeholder={value.length ? undefined : translate('app.reports.brands_placeholder')}
          helperText={translate('app.reports.brands_hint')}
        />
      )}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
};
