import { useServerPageHead } from './server-page-head.ts';

/**
 * `value` as JSON that cannot end its `<script>` element early: `<`, `>` and `&` as \u escapes, which JSON reads
 * as the same characters.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * What the page's `<head>` says of it besides its title (issue 21 point 4; docs/decisions/0029): the description,
 * canonical address, the page's own feeds, the blogroll, Open Graph and Twitter card tags, `noindex` for search
 * results, and its schema.org data (JSON-LD). React hoists the `<meta>` and `<link>` tags into `<head>`, on the
 * server as in the browser; the JSON-LD data block stays in the body, where search engines read it too.
 *
 * The head is the server's (`PageHead`, worked out from the database for the address), given to the render in the
 * query cache under `pageHeadQueryKey(path)`: a page loaded from the server keeps it; after a navigation in the
 * browser there is none (crawlers and link previews load each address from the server), and the title
 * (`PageTitle`) follows the page.
 */
export function DocumentHead() {
  const head = useServerPageHead();
  if (!head) return null;
  const { feeds } = head;
  return (
    <>
      <meta name="description" content={head.description} />
      {head.url && <link rel="canonical" href={head.url} />}
      {feeds && <link rel="alternate" type="application/rss+xml" title={`${feeds.title} (RSS)`} href={feeds.rss} />}
      {feeds && <link rel="alternate" type="application/atom+xml" title={`${feeds.title} (Atom)`} href={feeds.atom} />}
      {head.blogroll && <link rel="blogroll" type="text/x-opml" href={head.blogroll} />}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={head.site_name} />
      {head.url && <meta property="og:url" content={head.url} />}
      {head.published && <meta property="article:published_time" content={head.published} />}
      {head.modified && <meta property="article:modified_time" content={head.modified} />}
      {head.image && <meta property="og:image" content={head.image} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      {head.structured_data && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped against </script> (jsonForScript); a data block, never run.
          dangerouslySetInnerHTML={{ __html: jsonForScript(head.structured_data) }}
        />
      )}
    </>
  );
}
