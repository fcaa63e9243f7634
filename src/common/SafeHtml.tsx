import DOMPurify from 'dompurify';
import { Box } from '@mui/material';

/** Rich text written by one user and read by others: scripts and handlers are removed first. */
export const SafeHtml = ({ html }: { html?: string | null }) => (
  <Box
    sx={{ '& img': { maxWidth: '100%' }, '& h2': { typography: 'h6' }, lineHeight: 1.6 }}
    dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html ?? '') }}
  />
);
