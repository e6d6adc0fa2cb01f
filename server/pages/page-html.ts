import { type PageHead } from '../../src/domain/seo/page-head';
import { scriptJson } from '../../src/domain/seo/script-json';
import type { LcpImage, RenderedPage } from '../../src/contract/page-render';

/**
 * The rendered page written into index.html (issue 27): the markup inside #root, and in the head
 * the page's title, description, canonical address, sharing cards, schema.org data (non-executed
 * `application/ld+json`: no script runs, so the CSP's script-src does not apply), the preload
 * of its largest picture and of its code chunks.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or attribute value, escaped. */
export const esc = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The head's tags for `head`, one a line (the description is the first of its `meta`: written once). */
export function headTags(head: PageHead): string[] {
  return [
    `<title>${esc(head.title)}</title>`,
    `<link rel="canonical" href="${esc(head.canonical)}">`,
    ...head.meta.map((m) =>
      m.property ? `<meta property="${esc(m.property)}" content="${esc(m.content)}">` : `<meta name="${esc(m.name ?? '')}" content="${esc(m.content)}">`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
}

/** The head's preload of the page's largest picture: the sources its `<img>` picks from, fetched first. */
const imagePreload = (image: LcpImage): string =>
  `<link rel="preload" as="image" href="${esc(image.href)}"` +
  (image.srcSet ? ` imagesrcset="${esc(image.srcSet)}"` : '') +
  (image.sizes ? ` imagesizes="${esc(image.sizes)}"` : '') +
  ' fetchpriority="high">';

const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta name="description" content="[^"]*">\s*/;

/** index.html with the page's head (in place of the template's title and description) and its markup inside #root. */
export function withRenderedPage(template: string, page: RenderedPage): string {
  const preload = page.lcpImage ? [imagePreload(page.lcpImage)] : [];
  // The page's own chunks load beside the entry rather than in waves after it has run (issue 27).
  for (const chunk of page.modulePreloads ?? []) preload.push(`<link rel="modulepreload" href="${esc(chunk)}">`);
  const head = [...headTags(page.head), ...preload].join('\n    ');
  return template
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}
