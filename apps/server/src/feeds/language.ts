/**
 * The language a feed declares (issue 19 point 6). Articles and wiki pages carry no language of their own, so a
 * feed declares the site's: config SITE_LANGUAGE (a BCP 47 tag, default `zh`, the spec's default language), which
 * the owner sets to the language they write in. RSS 2.0 says it in `<channel><language>` (the `feed` library's
 * `language` option); Atom 1.0 in `xml:lang` on `<feed>` (which the library does not write: `atomWithLanguage`).
 */

/**
 * `atom` (an Atom 1.0 document as the `feed` library writes it) with `xml:lang="<language>"` on its `<feed>`
 * element, which every entry inherits. `language` is a BCP 47 tag (config SITE_LANGUAGE, checked by the config's
 * schema: letters, digits and `-` only). A document that already declares one is answered unchanged.
 */
export function atomWithLanguage(atom: string, language: string): string {
  return atom.replace(/<feed(?![^>]*xml:lang=)(\s|>)/, `<feed xml:lang="${language}"$1`);
}
