import { Alert } from '@mui/material';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useSession } from '../providers/useSession';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { PostInputs, POST_FIELDS } from './PostInputs';

/** /posts/create: always a draft of the current brand (the spec's "States and transitions"; the server enforces both). */
export const PostCreate = () => {
  const translate = useTranslate();
  const { currentBrandId } = useSession();
  return (
    <Create
      resource="posts"
      title="app.posts.create_title"
      redirect={(_resource, id) => `posts/${id}`}
      transform={(data: RaRecord) => ({ ...Object.fromEntries(POST_FIELDS.map((f) => [f, data[f]])), brand: currentBrandId })}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{ type: 'news', hideForRepresentative: false, hideForPTA: false, specializations: [] }}
        toolbar={<FormToolbar cancelTo="/posts" />}
      >
        <PageBreadcrumbs list="/posts" listLabel="app.posts.title" current="ra.action.create" />
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.posts.draft_hint')}
        </Alert>
        <PostInputs />
      </SimpleForm>
    </Create>
  );
};
