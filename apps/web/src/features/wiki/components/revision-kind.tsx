import type { WikiRevisionInfo } from '@site/contracts';
import { useTranslation } from 'react-i18next';

/** What a revision did, in words: "created", "edited", "restored revision 3", "renamed", "imported". */
export function RevisionKind({ revision }: { revision: WikiRevisionInfo }) {
  const { t } = useTranslation('wiki');
  return <>{t(`history.kind_${revision.kind}`, { revision: revision.restored_from ?? '' })}</>;
}
