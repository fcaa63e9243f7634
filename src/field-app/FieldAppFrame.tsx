import type { ReactNode } from 'react';
import type { LayoutParts } from '../common/feature';
import { useSession } from '../providers/useSession';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { realtime } from '../realtime';
import { FieldAppLayout } from './FieldAppLayout';

/** The sales rep's whole layout (the field app's `frame`): they chat and get the new-doctor dialog, so the realtime port is connected for them. */
export const FieldAppFrame = ({ parts, children }: { parts: LayoutParts; children: ReactNode }) => {
  const { user } = useSession();
  return (
    <RealtimeProvider port={realtime} me={user ? { id: user.id } : null}>
      <FieldAppLayout parts={parts}>{children}</FieldAppLayout>
    </RealtimeProvider>
  );
};
