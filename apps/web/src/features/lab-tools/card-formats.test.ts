import { describe, expect, it } from 'vitest';
import { contrastChecks, formatCard } from './card-formats.ts';

const card = {
  name: ' Lab [site] ',
  avatar: 'https://example.com/a (1).png',
  colour: '#0099ff',
  description: 'Notes *and*\ntoys',
  link: 'https://example.com/',
};

describe('formatCard (issue 24 point 4)', () => {
  it('JSON: the five fields, trimmed, in order', () => {
    expect(JSON.parse(formatCard(card, 'json'))).toEqual({
      name: 'Lab [site]',
      link: 'https://example.com/',
      avatar: 'https://example.com/a (1).png',
      description: 'Notes *and*\ntoys',
      colour: '#0099ff',
    });
    expect(Object.keys(JSON.parse(formatCard(card, 'json')))).toEqual([
      'name',
      'link',
      'avatar',
      'description',
      'colour',
    ]);
  });

  it('YAML: one list item of double-quoted scalars', () => {
    expect(formatCard(card, 'yaml')).toBe(
      [
        '- name: "Lab [site]"',
        '  link: "https://example.com/"',
        '  avatar: "https://example.com/a (1).png"',
        '  description: "Notes *and*\\ntoys"',
        '  colour: "#0099ff"',
      ].join('\n'),
    );
  });

  it('YAML: a hostile value stays one quoted scalar', () => {
    const yaml = formatCard({ ...card, name: '"\n- evil: yes' }, 'yaml');
    expect(yaml.split('\n')[0]).toBe('- name: "\\"\\n- evil: yes"');
    expect(yaml.split('\n')).toHaveLength(5);
  });

  it('Markdown: avatar image, escaped name and description, encoded addresses', () => {
    expect(formatCard(card, 'markdown')).toBe(
      '- ![](https://example.com/a%20%281%29.png) [Lab \\[site\\]](https://example.com/): Notes \\*and\\* toys',
    );
    expect(formatCard({ ...card, avatar: '', description: ' ' }, 'markdown')).toBe(
      '- [Lab \\[site\\]](https://example.com/)',
    );
  });
});

describe('contrastChecks', () => {
  it('black passes on light and fails on dark; white the other way round', () => {
    expect(contrastChecks('#000000')?.map((c) => [c.appearance, c.passes])).toEqual([
      ['light', true],
      ['dark', false],
    ]);
    expect(contrastChecks('#ffffff')?.map((c) => c.passes)).toEqual([false, true]);
  });

  it('measures WCAG ratios on the card grounds', () => {
    const [light] = contrastChecks('#0099ff') ?? [];
    expect(light?.ratio).toBeCloseTo(2.99, 1);
    expect(light?.passes).toBe(false);
    // Alpha is dropped: the card paints the accent opaque.
    expect(contrastChecks('rgba(0, 0, 0, 0.1)')?.[0]?.passes).toBe(true);
  });

  it('null for an empty or unreadable colour', () => {
    expect(contrastChecks('')).toBeNull();
    expect(contrastChecks('not a colour')).toBeNull();
  });
});
