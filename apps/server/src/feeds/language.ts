/**
 * The language a feed declares (issue 19 point 6). A blog feed declares its articles' (`BlogFeed`: the author's
 * front matter `lang`, else told from the text); wiki pages carry no language of their own, so the wiki's feed
 * declares the site's: config SITE_LANGUAGE (a BCP 47 tag, default `zh`, the spec's default language), which the
 * owner sets to the language they write in, and which an article whose language is unknown has too. RSS 2.0 says it in `<channel><language>` (the `feed` library's
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

/**
 * `atom` with `xml:lang="<tag>"` on each `<entry>` whose language (`languages`, one per entry in document order, BCP
 * 47 tags from the database: letters, digits and `-` only, anything else is left out) differs from the feed's
 * `feedLanguage`, which the others inherit (Atom 1.0 §2: xml:lang on any element).
 */
export function atomWithEntryLanguages(atom: string, feedLanguage: string, languages: readonly string[]): string {
  let index = 0;
  return atom.replace(/<entry>/g, (entry) => {
    const language = languages[index++];
    return language && language !== feedLanguage && /^[A-Za-z0-9-]+$/.test(language)
      ? `<entry xml:lang="${language}">`
      : entry;
  });
}
