import { useMediaQuery, type Theme } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { FormToolbar } from '../common/FormToolbar';
import type { RaRecord } from 'react-admin';
import { EditConflict } from '../common/EditConflict';
import { PostInputs, POST_FIELDS, postFormRecord } from './PostInputs';

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  // On a phone the record's title is in the breadcrumbs below: the app bar keeps to what the page does.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <span>{isSmall ? translate('app.posts.edit_title_short') : translate('app.posts.edit_title', { title: record?.title ?? '' })}</span>;
};

/** /posts/{id}/edit: changes the draft; readers keep the published version until it is published again. */
export const PostEdit = () => {
  const { id } = useParams();
  return (
    <Edit
      resource="posts"
      id={id}
      mutationMode="pessimistic"
      redirect={() => `posts/${id}`}
      title={<Title />}
      queryOptions={{ meta: { status: 'draft' }, select: postFormRecord }}
      // The same `meta` as the read: react-admin then updates the cached draft the detail page shows.
      mutationOptions={{ meta: { status: 'draft' } }}
      transform={(data: RaRecord) => Object.fromEntries(POST_FIELDS.map((f) => [f, data[f]]))}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo={`/posts/${id}`} />}>
        <PageBreadcrumbs list="/posts" listLabel="app.posts.title" detail={`/posts/${id}`} current="ra.action.edit" />
        <EditConflict />
        <PostInputs />
      </SimpleForm>
    </Edit>
  );
};
