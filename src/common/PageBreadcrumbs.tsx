import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { personName } from './personName';

/** What a record is called on screen: a post's or event's title, a brand's name, a person's name, a link. */
export const recordLabel = (record?: RaRecord): string =>
  record ? String(record.title ?? record.name ?? (personName(record) || record.link || record.email || '')) : '';

/**
 * Where a detail or edit page sits: the list, the record (linked to its detail page when there is
 * one and this is not it) and, on an edit page, `current` („Bearbeiten“).
 */
export const PageBreadcrumbs = ({ list, listLabel, detail, current }: { list: string; listLabel: string; detail?: string; current?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = recordLabel(record);
  return (
    <Breadcrumbs aria-label={translate('app.navigation.breadcrumbs')} sx={{ mb: 1.5 }}>
      <Link component={RouterLink} to={list} underline="hover" color="inherit">
        {translate(listLabel)}
      </Link>
      {name &&
        (detail && current ? (
          <Link component={RouterLink} to={detail} underline="hover" color="inherit">
            {name}
          </Link>
        ) : (
          <Typography color="text.primary" aria-current={current ? undefined : 'page'}>
            {name}
          </Typography>
        ))}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {translate(current)}
        </Typography>
      )}
    </Breadcrumbs>
  );
};
