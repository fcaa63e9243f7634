import { useRecordContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { personName } from './personName';

export { personName };

/** The name of the record's user, or of the user in `source` (a relation). */
export const UserNameField = ({ source }: { source?: string; label?: string; sortBy?: string }) => {
  const record = useRecordContext<RaRecord>();
  return <span>{personName(source ? record?.[source] : record)}</span>;
};
