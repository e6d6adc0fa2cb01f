/**
 * HTML that is safe as it stands (issue 27): text and a few bare formatting tags, and links to a
 * path of this site or to an https address, with no other attribute. Backend HTML (the promo banner,
 * help articles) that is only this needs no sanitiser: it is drawn at once, by the server too, and
 * DOMPurify (12 KB gzipped) is not loaded for it. Anything else is not plain: the views sanitise it.
 *
 * The test is an allow-list of whole tokens: every `<` must open one of these exact tags, so no
 * element with another name or attribute (an event handler, a style, a `javascript:` address) can
 * be written, whatever the text around it holds.
 */
const TAG = /<(?:\/?(?:p|strong|b|em|i|u|ul|ol|li|a)|br\s?\/?|a href="(?:\/(?![/\\])|https:\/\/)[^"<>\s\\]*")>/y;

export function isPlainMarkup(html: string): boolean {
  let at = html.indexOf('<');
  while (at !== -1) {
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) return false;
    at = html.indexOf('<', at + tag[0].length);
  }
  return true;
}
