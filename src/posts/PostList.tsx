import { BooleanInput, CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { formatDateTime } from '../common/dates';
import { PublicationState } from '../common/PublicationState';
import { SearchFilter } from '../common/SearchFilter';
import { ListPagination } from '../common/ListPagination';
import { PostBulkActions } from './PostBulkActions';
import { ServerExportButton } from '../common/export/ServerExportButton';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="app.posts.search" />,
  <BooleanInput key="live" source="live" label="app.posts.live_only" alwaysOn />,
];

// Only the columns shown: the list's rows are not the records the reader view and the editor load
// (another `meta`, so react-admin does not take them for those from its cache).
const LIST_META = { status: 'draft', fields: ['title', 'type', 'publishedAt', 'updatedAt'] };

/** /posts: the current brand's posts, drafts included, newest publication first, 100 per page. */
export const PostList = () => {
  const { role } = useSession();
  const translate = useTranslate();
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
        <TopToolbar>
          {canAccess(role, 'posts', 'export') && <ServerExportButton file="app.exports.files.posts" meta={LIST_META} />}
          {canAccess(role, 'posts', 'create') && <CreateButton label="app.posts.create_title" />}
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={canAccess(role, 'posts', 'edit') ? <PostBulkActions /> : false} rowClick={(id) => `/posts/${id}`}>
        <TextField source="title" />
        <FunctionField label="resources.posts.fields.type" render={(r: RaRecord) => translate(`app.posts.types.${r.type}`)} />
        <PublicationState label="resources.posts.fields.state" />
        <FunctionField source="updatedAt" render={(r: RaRecord) => formatDateTime(r.updatedAt)} />
      </Datagrid>
    </List>
  );
};
