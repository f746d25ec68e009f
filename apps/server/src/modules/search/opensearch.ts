import { create } from 'xmlbuilder2';

/** The media type of an OpenSearch description document. */
export const openSearchType = 'application/opensearchdescription+xml; charset=utf-8';

/**
 * The site's OpenSearch 1.1 description (issue 22 point 5: a browser can add the site's search), built with
 * xmlbuilder2 (which escapes every text): `ShortName` is the site's name cut to OpenSearch's 16 characters (whole words),
 * `Description` the site's name, the search template `<siteUrl>/search?q={searchTerms}` (the results page) and a
 * JSON suggestions template is not offered (the instant call answers the site's own shape, not OpenSearch's).
 * @example openSearchDescription('Lantern Lodge', 'https://example.org')
 * // '<?xml version="1.0" encoding="UTF-8"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">…'
 */
export function openSearchDescription(siteName: string, siteUrl: string): string {
  // OpenSearch allows 16 characters: whole words while they fit (`青灯小筑 Lantern Lodge` → `青灯小筑 Lantern`).
  let shortName = '';
  for (const word of siteName.trim().split(/\s+/)) {
    const next = shortName === '' ? word : `${shortName} ${word}`;
    if ([...next].length > 16) break;
    shortName = next;
  }
  if (shortName === '') shortName = [...siteName.trim()].slice(0, 16).join('') || 'Search';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('OpenSearchDescription', {
    xmlns: 'http://a9.com/-/spec/opensearch/1.1/',
  });
  root.ele('ShortName').txt(shortName);
  root.ele('Description').txt([...`Search ${siteName}`].slice(0, 1024).join(''));
  root.ele('InputEncoding').txt('UTF-8');
  root.ele('Url', { type: 'text/html', method: 'get', template: `${siteUrl}/search?q={searchTerms}` });
  root.ele('Url', {
    type: 'application/opensearchdescription+xml',
    rel: 'self',
    template: `${siteUrl}/opensearch.xml`,
  });
  return root.end({ prettyPrint: true });
}
