import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { LevelSelect } from './LevelSelect';
import { useLabelledEditorOptions } from './labelledEditor';

/**
 * The post's text: ra-input-rich-text's editor, whose editable area is named by the field's label
 * (ra-input-rich-text names only the element around it), with a toolbar of labelled controls.
 */
export const ContentInput = () => {
  const translate = useTranslate();
  const label = translate('resources.posts.fields.content');
  const editorOptions = useLabelledEditorOptions(label);
  return (
    <RichTextInput
      source="content"
      fullWidth
      editorOptions={editorOptions}
      toolbar={
        // ra-input-rich-text's toolbar, with the level select replaced.
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
};
