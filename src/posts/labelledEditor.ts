import { useMemo } from 'react';
import { DefaultEditorOptions } from 'ra-input-rich-text';

/**
 * ra-input-rich-text's editor options with the editable area named by `label` (ra-input-rich-text
 * names only the element around it): the post's text and the legal texts.
 */
export const useLabelledEditorOptions = (label: string) =>
  useMemo(() => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } } }), [label]);
