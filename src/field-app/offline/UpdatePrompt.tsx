/// <reference types="vite-plugin-pwa/client" />
// (Named here too: the server tests' type check reaches this file through src/features.ts, without src/vite-env.d.ts.)
import { useEffect, useRef } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { useOfferUpdate } from './UpdateNotice';

/**
 * Registers the service worker (pwaConfig.ts) once a rep is in the field app, and offers a new
 * version when one is installed: the page's notice (UpdateNotice) with „Neue Version – neu laden“
 * activates it and reloads, so no page runs old code against new files.
 */
const UpdatePrompt = () => {
  const offer = useOfferUpdate();
  const update = useRef<((reload?: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    update.current ??= registerSW({ immediate: true, onNeedRefresh: () => offer({ reload: () => void update.current?.(true) }) });
  }, [offer]);
  return null;
};

export default UpdatePrompt;
