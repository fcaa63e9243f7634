import type { MouseEvent } from 'react';
import { Link, type LinkProps } from '@mui/material';
import { useAuthHost } from './authHost';

/** A link to another page of the app, followed without reloading (as react-router's <Link>). */
export const RouteLink = ({ to, ...rest }: Omit<LinkProps, 'href'> & { to: string }) => {
  const { navigate } = useAuthHost();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) is the browser's.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Link href={to} onClick={follow} {...rest} />;
};
