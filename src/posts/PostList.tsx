import { BooleanInput, CreateButton, Datagrid, FunctionField, List, ReferenceInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { POST_STATES, POST_TYPE_NAMES } from '@markenportal/contract';
import { ListActions } from '../common/ListActions';
import type { RaRecord } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { canAccess, usesFieldAppLayout } from '../providers/access';
import { useSession } from '../providers/useSession';
import { formatDateTime } from '../common/dates';
import { PublicationState } from '../common/PublicationState';
import { SearchFilter } from '../common/SearchFilter';
import { ListPagination } from '../common/ListPagination';
import { PublicationBulkActions } from '../common/PublicationBulkActions';
import { ServerExportButton } from '../common/export/ServerExportButton';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { PostReadingList } from './PostReadingList';
import { StackedList } from '../common/StackedList';
import { DayInput } from '../common/time/DayInput';
import { POST_LIST_FILTERS } from './postListParams';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="app.posts.search" />,
  <BooleanInput key="live" source="live" label="app.posts.live_only" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="resources.posts.fields.type"
    choices={Object.keys(POST_TYPE_NAMES).map((type) => ({ id: type, name: `app.posts.types.${type}` }))}
    alwaysOn
  />,
  <ReferenceInput key="specialization" source="specializations.documentId" reference="specializations" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput label="resources.posts.fields.specializations" optionText="name" />
  </ReferenceInput>,
  // State and period are no columns: the server turns them into filters (postListParams.ts).
  <SelectInput
    key="state"
    source={POST_LIST_FILTERS.state}
    label="app.posts.filters.state"
    choices={POST_STATES.map((state) => ({ id: state, name: `app.posts.filters.states.${state}` }))}
    alwaysOn
  />,
  <DayInput key="from" source={POST_LIST_FILTERS.from} label="app.posts.filters.published_from" alwaysOn />,
  <DayInput key="to" source={POST_LIST_FILTERS.to} label="app.posts.filters.published_to" alwaysOn />,
];

// Only the columns shown: the list's rows are not the records the reader view and the editor load
// (another `meta`, so react-admin does not take them for those from its cache).
const LIST_META = { status: 'draft', fields: ['title', 'type', 'publishedAt', 'updatedAt'] };

/** /posts: the current brand's posts, drafts included, newest publication first, 100 per page; a reading list for reps. */
export const PostList = () => {
  const { role } = useSession();
  return usesFieldAppLayout(role) ? <PostReadingList /> : <PostTable />;
};

/** The back office's posts: a table, or a stacked list below the `sm` breakpoint. */
const PostTable = () => {
  const { role } = useSession();
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="posts"
      title="app.posts.title"
      filters={filters}
      perPage={100}
      pagination={<ListPagination />}
      sort={{ field: 'publishedAt', order: 'DESC' }}
      queryOptions={{ meta: LIST_META }}
      exporter={false}
      actions={
        <ListActions savedViews>
          {canAccess(role, 'posts', 'export') && <ServerExportButton file="app.exports.files.posts" meta={LIST_META} />}
          {canAccess(role, 'posts', 'create') && <CreateButton label="app.posts.create_title" />}
        </ListActions>
      }
    >
      {isSmall ? (
        <StackedList
          to={(r) => `/posts/${r.id}`}
          primary={(r) => r.title}
          secondary={(r) => translate(`app.posts.types.${r.type}`)}
          tertiary={() => <PublicationState />}
        />
      ) : (
        <Datagrid
          bulkActionButtons={canAccess(role, 'posts', 'edit') ? <PublicationBulkActions resource="posts" /> : false}
          rowClick={(id) => `/posts/${id}`}
          body={KeyboardDatagridBody}
        >
          <TextField source="title" />
          <FunctionField label="resources.posts.fields.type" render={(r: RaRecord) => translate(`app.posts.types.${r.type}`)} />
          <PublicationState label="resources.posts.fields.state" />
          <FunctionField source="updatedAt" render={(r: RaRecord) => formatDateTime(r.updatedAt)} />
        </Datagrid>
      )}
    </List>
  );
};
