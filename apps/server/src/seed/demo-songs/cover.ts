import { escapeXml } from '@site/lyrics';
import type { Score } from './score.ts';

/**
 * A demo song's cover: a 512×512 SVG with the song's two colours as a gradient, a glowing paper lantern and
 * the title (and its translation). Static markup only — no script, no external references — so it is safe to
 * serve as `image/svg+xml` with `nosniff`.
 */
export function coverSvg(score: Score): string {
  const [from, to] = score.cover;
  const title = escapeXml(score.title);
  const subtitle = escapeXml(score.title_cn || score.artists_name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="${title}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>
<linearGradient id="paper" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d9481c"/><stop offset="0.5" stop-color="#ff9a3c"/><stop offset="1" stop-color="#d9481c"/></linearGradient>
</defs>
<rect width="512" height="512" fill="url(#bg)"/>
<circle cx="256" cy="200" r="150" fill="url(#glow)"/>
<line x1="256" y1="0" x2="256" y2="92" stroke="#1a1208" stroke-width="4"/>
<rect x="216" y="92" width="80" height="18" rx="4" fill="#1a1208"/>
<ellipse cx="256" cy="200" rx="78" ry="92" fill="url(#paper)"/>
<path d="M256 108v184M214 118q-24 82 0 164M298 118q24 82 0 164" stroke="#8a2a0c" stroke-width="3" fill="none" opacity="0.6"/>
<rect x="216" y="290" width="80" height="18" rx="4" fill="#1a1208"/>
<line x1="256" y1="308" x2="256" y2="340" stroke="#1a1208" stroke-width="4"/>
<text x="256" y="410" text-anchor="middle" font-family="'Noto Serif CJK SC','Noto Serif',serif" font-size="44" fill="#fffaf0">${title}</text>
<text x="256" y="458" text-anchor="middle" font-family="'Noto Sans CJK SC','Noto Sans',sans-serif" font-size="24" fill="#fffaf0" opacity="0.8">${subtitle}</text>
</svg>
`;
}
