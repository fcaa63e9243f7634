import { Avatar } from '@mui/material';

/** "Dr. Anna Arendt" → "AA": titles (words with a dot) are left out. */
export const initials = (name: string) => {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
};

/** A person's picture, or their initials; decorative next to the name (alt ""). */
export const PersonAvatar = ({ name, imageUrl, size = 40 }: { name: string; imageUrl?: string | null; size?: number }) => (
  <Avatar src={imageUrl ?? undefined} alt="" aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4 }}>
    {initials(name) || undefined}
  </Avatar>
);
