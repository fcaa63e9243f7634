import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, HttpError, Title, useDataProvider, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { LevelSelect } from '../posts/LevelSelect';
import { useLabelledEditorOptions } from '../posts/labelledEditor';
import { LEGAL_TEXT_FIELDS, type LegalTexts } from '@markenportal/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import { LEGAL_TEXTS_QUERY } from './LegalTextPage';
import { UnsavedWorkKeeper } from '../common/UnsavedWorkKeeper';

/** The editor of one text, its editable area named by the field's label (as the post editor's). */
const TextInput = ({ field }: { field: keyof LegalTexts }) => {
  const translate = useTranslate();
  const label = translate(`app.legal_texts.${field}`);
  const editorOptions = useLabelledEditorOptions(label);
  return (
    <RichTextInput
      source={field}
      label={label}
      fullWidth
      editorOptions={editorOptions}
      // The post editor's labelled level select (ra-input-rich-text's own fails the accessibility checks); no images.
      toolbar={
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
};

/** /legal-texts (operators): „Datenschutz“ and „Impressum“, as every page links them. */
export const LegalTextsEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const texts = useQuery({ queryKey: LEGAL_TEXTS_QUERY, queryFn: () => dataProvider.getLegalTexts() });
  const [saving, setSaving] = useState(false);

  const save = async (values: LegalTexts) => {
    setSaving(true);
    try {
      const body: LegalTexts = { privacy: values.privacy ?? '', imprint: values.imprint ?? '' };
      queryClient.setQueryData(LEGAL_TEXTS_QUERY, await dataProvider.updateLegalTexts(body));
      notify('app.legal_texts.saved', { type: 'success' });
    } catch (error) {
      // An ended session keeps what was typed (UnsavedWorkKeeper) and leads to the sign-in, which
      // returns here with it: react-admin's forms hear of it through checkError, this one too.
      await logoutIfAccessDenied(error);
      const message = (error instanceof HttpError && error.message) || 'app.errors.server';
      notify(message, { type: 'error' });
      return { root: { serverError: message } };
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="app.legal_texts.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('app.legal_texts.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.legal_texts.hint')}
          </Typography>
          {texts.isError && <Alert severity="error">{translate('app.legal_texts.load_error')}</Alert>}
          {texts.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {texts.data && (
            <Form defaultValues={texts.data} onSubmit={save as never} noValidate warnWhenUnsavedChanges>
              {LEGAL_TEXT_FIELDS.map((field) => (
                <TextInput key={field} field={field} />
              ))}
              <UnsavedWorkKeeper />
              <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
                {translate('ra.action.save')}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
