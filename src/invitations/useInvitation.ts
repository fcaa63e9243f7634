import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** The invitation behind ?code=…, read with the public-access token. */
export const useInvitation = () => {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['invitation', code],
    queryFn: () => dataProvider.previewInvitation(code),
    enabled: !!code,
    retry: false,
  });
  return { code, ...query };
};
