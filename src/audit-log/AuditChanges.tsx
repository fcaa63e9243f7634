import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditChange } from '@markenportal/contract';
import { changeTexts, fieldName } from './auditValues';

/**
 * An entry's changed fields side by side: field, before, after. A secret or a message's text was
 * never stored: its row says only that it changed, across both columns.
 */
export const AuditChanges = ({ resource, changes }: { resource: string; changes: AuditChange[] | null | undefined }) => {
  const translate = useTranslate();
  if (!changes?.length) return <Typography color="text.secondary">{translate('app.audit_log.no_changes')}</Typography>;
  return (
    <Table
      size="small"
      aria-label={translate('app.audit_log.changes')}
      sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '25%' }}>{translate('app.audit_log.change.field')}</TableCell>
          <TableCell>{translate('app.audit_log.change.before')}</TableCell>
          <TableCell>{translate('app.audit_log.change.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => {
          const { before, after } = changeTexts(change, translate);
          return (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row">
                {fieldName(resource, change.field, translate)}
              </TableCell>
              {change.redacted ? (
                <TableCell colSpan={2} sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                  {before}
                </TableCell>
              ) : (
                <>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>{before}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>{after}</TableCell>
                </>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
