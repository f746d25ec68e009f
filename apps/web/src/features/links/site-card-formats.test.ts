import { describe, expect, it } from 'vitest';
import { formatSiteCard } from './site-card-formats.ts';

const card = {
  name: 'Lyra "the" Site',
  avatar: 'https://lyra.example/favicon.svg',
  description: 'Notes: music [and] code',
  link: 'https://lyra.example/',
  feed: 'https://lyra.example/feed/rss.xml',
};

describe("this site's card in the formats friends paste", () => {
  it('JSON: the five fields, two-space indent', () => {
    expect(formatSiteCard(card, 'json')).toBe(
      `{
  "name": "Lyra \\"the\\" Site",
  "link": "https://lyra.example/",
  "avatar": "https://lyra.example/favicon.svg",
  "description": "Notes: music [and] code",
  "feed": "https://lyra.example/feed/rss.xml"
}`,
    );
  });

  it('YAML: one list item, each value double-quoted', () => {
    expect(formatSiteCard(card, 'yaml')).toBe(
      `- name: "Lyra \\"the\\" Site"
  link: "https://lyra.example/"
  avatar: "https://lyra.example/favicon.svg"
  description: "Notes: music [and] code"
  feed: "https://lyra.example/feed/rss.xml"`,
    );
  });

  it('Markdown: a list item linking the site, its description, its feed; punctuation escaped', () => {
    expect(formatSiteCard(card, 'markdown')).toBe(
      '- [Lyra "the" Site](https://lyra.example/): Notes: music \\[and\\] code ([RSS](https://lyra.example/feed/rss.xml))',
    );
    expect(formatSiteCard({ ...card, description: '', feed: '', link: 'https://a.example/(x)' }, 'markdown')).toBe(
      '- [Lyra "the" Site](https://a.example/%28x%29)',
    );
  });
});
