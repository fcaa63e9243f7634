import sanitizeHtml from 'sanitize-html';

// Rich text (post content, event descriptions) as the app's editor writes it (ra-input-rich-text:
// tiptap's StarterKit, text alignment, images, text colour and highlight), and nothing else: no
// scripts, no event handlers, no frames, no URLs but http, https, mailto, tel and relative ones.

const ALIGN = /^text-align:\s*(left|right|center|justify)$/i;
const COLOUR_VALUE = String.raw`(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\)|[a-z]{3,20})`;
const COLOUR = new RegExp(String.raw`^(color|background-color):\s*${COLOUR_VALUE}$`, 'i');

/**
 * The editor's style attributes are kept as written (tiptap compares them as strings): each
 * declaration must be an alignment or a colour, otherwise the whole attribute goes. Written by
 * hand because sanitize-html's own style filter rewrites every kept declaration (`a: b` to `a:b`).
 */
export const harmlessStyle = (style: string) =>
  style
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .every((d) => ALIGN.test(d) || (COLOUR.test(d) && !/expression|url|var/i.test(d)));

const STYLED = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'mark'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'span', 'mark'],
    ...['ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    ...Object.fromEntries(STYLED.map((tag) => [tag, ['style']])),
    mark: ['style', 'data-color'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    code: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Code blocks name their language (`language-js`); no other class is the editor's.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style !== undefined && !harmlessStyle(attribs.style)) {
        const { style: _style, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
  // Script and style bodies go with their tags (their text is no content).
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title', 'iframe', 'svg', 'math', 'template'],
};

/**
 * The stored form of a rich text. Plain text without any tag stays exactly as typed (event
 * descriptions are typed as plain text); void elements are written `<br>` as the editor writes
 * them (sanitize-html writes `<br />`; in its output a ` />` ends a tag, text has `&gt;`).
 */
export const cleanRichText = (value: string): string => {
  if (!value.includes('<')) return value;
  return sanitizeHtml(value, OPTIONS).replace(/ \/>/g, '>');
};
