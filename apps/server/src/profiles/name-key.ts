import unhomoglyph from 'unhomoglyph';
import { caseFold } from 'unicode-case-folding';

/**
 * The comparison keys of a name (uid, nickname, guest nickname): two names that look alike share a key.
 *
 * - `key` is UTS #39's case-insensitive skeleton, `skeleton(NFKC_Casefold(name))`: NFKC, Unicode full case folding
 *   (CaseFolding.txt status C+F, so `ß` is `ss` and final `ς` is `σ`), NFKC again, then the confusable skeleton
 *   (NFD, each character replaced by its prototype from Unicode's confusables.txt, NFD again). It makes
 *   `Émile`/`émile`, `ＦＵＬＬ`/`full`, `ﬁne`/`fine`, Cyrillic `аdmin`/`admin` and `m`/`rn` one name.
 * - `capsKey` is the skeleton of the NFKC'd name in capitals. Case folding maps a Greek or Cyrillic capital to a
 *   small letter that no longer looks Latin (`Β` → `β`, `Н` → `н`), so Greek `ΒΕΝ` and Latin `BEN` share only this
 *   key.
 *
 * Two names clash when either key is equal. The keys are for comparing only, never for display (`m` becomes `rn`).
 * They are stored beside each uid and nickname (migration 0006): a change to this function needs a migration that
 * computes the stored keys again.
 */
export interface NameKeys {
  key: string;
  capsKey: string;
}

/** UTS #39 skeleton: NFD, every confusable replaced by its prototype (confusables.txt), NFD. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The comparison keys of `name` (see `NameKeys`). Pure; never throws. */
export function nameKeys(name: string): NameKeys {
  const nfkc = name.normalize('NFKC');
  return {
    key: skeleton(caseFold(nfkc).normalize('NFKC')),
    capsKey: skeleton(nfkc.toUpperCase()),
  };
}
