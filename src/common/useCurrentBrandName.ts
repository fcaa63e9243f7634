import { useSession } from '../providers/useSession';

type NamedBrand = { id?: string | number; documentId?: string; name?: string } | null | undefined;

/** The current brand's name as the signed-in user's record knows it ('' when unknown). */
export const useCurrentBrandName = () => {
  const { user, currentBrandId } = useSession();
  const named = [user?.brand, ...(user?.brands ?? []), ...(user?.userBrandRoles ?? []).map((e) => e.brand)] as NamedBrand[];
  return named.find((b) => b && String(b.documentId ?? b.id) === currentBrandId)?.name ?? '';
};
