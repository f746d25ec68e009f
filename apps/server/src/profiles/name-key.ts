import unhomoglyph from 'unhomoglyph';
import { caseFold } from 'unicode-case-folding';

/**
 * The comparison keys of a name (uid, nickname, guest nickname). Two names clash when any one of their three keys
 * is equal; one key alone cannot do, as looking alike is not transitive across case (`AIice` looks like `Alice`,
 * `Alice` is `alice` without case, yet `AIice` and `alice` differ). Each key is a UTS #39 confusable skeleton (NFD,
 * each character replaced by its prototype from Unicode's confusables.txt, NFD again) of the NFKC'd name:
 *
 * - `folded`: of the name case folded, `skeleton(NFKC_Casefold(name))`, UTS #39's case-insensitive form (Unicode
 *   full case folding, CaseFolding.txt C+F, so `ß` is `ss` and final `ς` is `σ`). `Émile`/`émile`,
 *   `ＦＵＬＬ`/`full`, `ﬁne`/`FINE`, Cyrillic `аdmin`/`admin`, `m`/`rn`.
 * - `caps`: of the name in capitals. Folding maps a Greek or Cyrillic capital to a small letter that no longer
 *   looks Latin (`Β` → `β`), so Greek `ΒΕΝ` and Latin `Ben`, or `B0B` and `bob`, share only this key.
 * - `written`: of the name as written, UTS #39's own skeleton: capital `I` and small `l` share only this key
 *   (`AIice`/`Alice`).
 *
 * The keys are for comparing only, never for display (`m` becomes `rn`). They are stored beside each uid and
 * nickname (migration 0006): a change to this function needs a migration that computes the stored keys again.
 */
export interface NameKeys {
  folded: string;
  caps: string;
  written: string;
}

/** UTS #39 skeleton: NFD, every confusable replaced by its prototype (confusables.txt), NFD. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The comparison keys of `name` (see `NameKeys`). Pure; never throws. */
export function nameKeys(name: string): NameKeys {
  const nfkc = name.normalize('NFKC');
  return {
    folded: skeleton(caseFold(nfkc).normalize('NFKC')),
    caps: skeleton(nfkc.toUpperCase()),
    written: skeleton(nfkc),
  };
}
