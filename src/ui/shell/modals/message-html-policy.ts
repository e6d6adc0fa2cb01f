/**
 * What DOMPurify keeps of the error modal's HTML message (SPEC §2, §8): inline text, formatting and
 * links, since the message sits in the dialog's description paragraph. Everything else (scripts,
 * handlers, styles, images, forms, `javascript:` links) goes. Its own module so a browser test can
 * run this very policy through DOMPurify in Chromium.
 */
export const MESSAGE_HTML_POLICY = {
  ALLOWED_TAGS: ['a', 'strong', 'b', 'em', 'i', 'u', 'br', 'code', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
};
