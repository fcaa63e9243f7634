import { ExportButton, useListContext } from 'react-admin';
import { canAccess } from '../../providers/access';
import { useSession } from '../../providers/useSession';

/** Every row of the filtered list, up to this many (the lists exported in the browser are small). */
export const LIST_EXPORT_LIMIT = 10000;

/**
 * The list's export for those who may export it: react-admin's ExportButton reads the whole
 * filtered list and hands it to the list's exporter (useListExporter).
 */
export const ListExportButton = ({ meta }: { meta?: Record<string, unknown> }) => {
  const { resource } = useListContext();
  const { role } = useSession();
  return canAccess(role, resource, 'export') ? <ExportButton maxResults={LIST_EXPORT_LIMIT} meta={meta} /> : null;
};
