import { Alert, Chip, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, FunctionField, List, SelectInput, TextInput, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { AuditEntry } from '@markenportal/contract';
import { ColumnGrid } from '../common/ColumnGrid';
import { ListActions } from '../common/ListActions';
import { ListPagination } from '../common/ListPagination';
import { SearchFilter } from '../common/SearchFilter';
import { StackedList } from '../common/StackedList';
import { formatDateTime } from '../common/dates';
import { DayInput } from '../common/time/DayInput';
import { useSession } from '../providers/useSession';
import { AUDIT_LOG, AUDIT_PERIOD, numericBrandId } from './auditLogParams';
import { actionChoices, actionName, resourceChoices, resourceName } from './auditNames';
import { fieldName } from './auditValues';
import { AuditExportButton } from './AuditExportButton';

type Entry = AuditEntry & RaRecord;

/** Operators filter by brand; entries name it by its numeric id. */
const useBrandChoices = (enabled: boolean) => {
  const { data = [] } = useGetList('brands', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled });
  return data.map((brand) => ({ id: brand.numericId as number, name: String(brand.name) }));
};

const useFilters = (operator: boolean) => {
  const translate = useTranslate();
  const brands = useBrandChoices(operator);
  return [
    <SearchFilter key="q" source="q" alwaysOn placeholder="app.audit_log.filters.person" />,
    <SelectInput key="resource" source="resource" label="resources.audit-log.fields.resource" choices={resourceChoices(translate)} alwaysOn />,
    <SelectInput key="action" source="action" label="resources.audit-log.fields.action" choices={actionChoices(translate)} alwaysOn />,
    ...(operator
      ? [<AutocompleteInput key="brand" source="brandId" label="resources.audit-log.fields.brandName" choices={brands} sx={{ minWidth: 220 }} alwaysOn />]
      : []),
    <DayInput key="from" source={AUDIT_PERIOD.from} label="app.audit_log.filters.from" alwaysOn />,
    <DayInput key="to" source={AUDIT_PERIOD.to} label="app.audit_log.filters.to" alwaysOn />,
    // Set by „Alle Einträge dieser Person“ on an entry's page; shown only then, and removable.
    <TextInput key="actorId" source="actorId" label="app.audit_log.filters.actor_id" />,
  ];
};

const ActionChip = ({ entry }: { entry: Entry }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={actionName(entry.action, translate)} />;
};

/**
 * /audit-log, „Protokoll“ (issue 37, item 1): every write the server recorded, newest first, by
 * person, resource, action, brand (operators) and period. Brand admins read their current brand's.
 */
export const AuditLogList = () => {
  const translate = useTranslate();
  const { role, user, currentBrandId } = useSession();
  const operator = role === 'operator';
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const brandId = operator ? null : numericBrandId(user, currentBrandId);
  const who = (r: Entry) => r.actorName ?? translate('app.audit_log.system');
  return (
    <List
      resource={AUDIT_LOG}
      title="app.audit_log.title"
      filters={useFilters(operator)}
      filter={brandId === null ? undefined : { brandId }}
      sort={{ field: 'occurredAt', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      empty={false}
      exporter={false}
      actions={
        <ListActions savedViews columns={!isSmall}>
          <AuditExportButton />
        </ListActions>
      }
    >
      {isSmall ? (
        <StackedList
          to={(r) => `/${AUDIT_LOG}/${r.id}/show`}
          primary={(r) => `${actionName(r.action, translate)}: ${resourceName(r.resource, translate)} ${r.recordLabel ?? ''}`.trim()}
          secondary={(r) => `${formatDateTime(r.occurredAt)} · ${who(r as Entry)}`}
        />
      ) : (
        <ColumnGrid
          bulkActionButtons={false}
          rowClick="show"
          sort={{ field: 'occurredAt', order: 'DESC' }}
          secondary={['ip', 'actorRole']}
          empty={<Alert severity="info">{translate('app.audit_log.empty')}</Alert>}
        >
          <FunctionField source="occurredAt" render={(r: Entry) => formatDateTime(r.occurredAt)} />
          <FunctionField source="actorName" render={(r: Entry) => who(r)} />
          <FunctionField
            source="actorRole"
            sortable={false}
            render={(r: Entry) => (r.actorRole ? translate(`app.roles.${r.actorRole}`, { _: r.actorRole }) : '')}
          />
          <FunctionField source="action" render={(r: Entry) => <ActionChip entry={r} />} />
          <FunctionField source="resource" render={(r: Entry) => resourceName(r.resource, translate)} />
          <FunctionField source="recordLabel" render={(r: Entry) => r.recordLabel ?? r.recordId ?? ''} />
          {operator && <FunctionField source="brandName" render={(r: Entry) => r.brandName ?? ''} />}
          <FunctionField
            source="changes"
            sortable={false}
            render={(r: Entry) => (r.changes ?? []).map((c) => fieldName(r.resource, c.field, translate)).join(', ')}
          />
          <FunctionField source="ip" sortable={false} render={(r: Entry) => r.ip ?? ''} />
        </ColumnGrid>
      )}
    </List>
  );
};
