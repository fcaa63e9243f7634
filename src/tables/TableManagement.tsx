import { Box, Tab, Tabs } from '@mui/material';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { ReferenceTable } from './ReferenceTable';
import { DEFAULT_TABLE, TABLE_IDS, TABLES, isTableId, tableKey } from './tables';

/**
 * /table-management/{optional id}: the operator's reference tables Lizenzen, Add-ons and
 * Fachrichtungen, one tab each. The id selects the tab; without one, the licenses are shown.
 */
export const TableManagement = () => {
  const translate = useTranslate();
  const { table } = useParams<{ table?: string }>();
  if (table !== undefined && !isTableId(table)) return <Navigate to={`/table-management/${DEFAULT_TABLE}`} replace />;
  const current = table ?? DEFAULT_TABLE;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="app.tables.title" />
      <Tabs value={current} aria-label={translate('app.tables.tabs_label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {TABLE_IDS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={translate(tableKey(id, 'tab'))}
            component={Link}
            to={`/table-management/${id}`}
            id={`table-tab-${id}`}
            aria-controls={`table-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`table-panel-${current}`} aria-labelledby={`table-tab-${current}`}>
        {/* keyed: each table has its own list state, dialog and selection */}
        <ReferenceTable key={current} table={TABLES[current]} />
      </Box>
    </Box>
  );
};
