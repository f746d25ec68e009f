import { jsonForScript, type PageHead } from '@site/contracts';

/**
 * What the `<head>` of every page says of the site as a whole, rendered by the server entry into it beside
 * `DocumentHead` and, unlike it, kept across the app's navigations: the OpenSearch description, so a browser can add
 * the site's search (issue 22 point 5; the server answers `/opensearch.xml`), named by the site's name.
 */
export function SiteHead({ head }: { head: Pick<PageHead, 'site_name'> }) {
  return (
    <link rel="search" type="application/opensearchdescription+xml" title={head.site_name} href="/opensearch.xml" />
  );
}

/**
 * What the page's `<head>` says of it besides its title (issue 21 point 4; docs/decisions/0029): the description,
 * canonical address, the page's own feeds, the blogroll, Open Graph and Twitter card tags, `noindex` for search
 * results, and its schema.org data (JSON-LD), from the server's `PageHead` of the address (worked out from the
 * database). Rendered by the server entry with the page (`render`), into `<head>`; the browser's app does not render
 * it (no code of it on any page's JS budget) and drops these tags at its first navigation (`data-page-head`), since
 * they describe the page the server sent: crawlers and link previews load each address from the server.
 */
export function DocumentHead({ head }: { head: PageHead }) {
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
