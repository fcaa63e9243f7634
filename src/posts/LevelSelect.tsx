import { useEffect, useReducer, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

type Level = { label: string; level: 0 | 2 | 3 | 4 };

/** Absatz and the headings below the page's own title (the post's title is its page's `h1`). */
const LEVELS: Level[] = [
  { label: 'ra.tiptap.paragraph', level: 0 },
  { label: 'ra.tiptap.heading2', level: 2 },
  { label: 'ra.tiptap.heading3', level: 3 },
  { label: 'ra.tiptap.heading4', level: 4 },
];

const MENU_ID = 'rich-text-level-menu';

/**
 * The rich-text toolbar's text level: a menu button named by what it shows ("Absatz, Aktuelle
 * Ebene"), where ra-input-rich-text's `LevelSelect` is a one-item list whose name hides its text.
 */
export const LevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Follow the cursor: the level shown is the one of the text it is in.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    editor?.on('transaction', rerender);
    return () => {
      editor?.off('transaction', rerender);
    };
  }, [editor]);

  const current = LEVELS.find(({ level }) => (level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level }))) ?? LEVELS[0];
  const choose = ({ level }: Level) => {
    setAnchor(null);
    if (!editor) return;
    if (level === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };
  const shown = translate(current.label);

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${shown}, ${translate('ra.tiptap.current_level')}`}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {shown}
      </Button>
      <Menu id={MENU_ID} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option.label} selected={option === current} onClick={() => choose(option)}>
            {translate(option.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
