import { API_PREFIX } from 'shared/contract';

/** The path of a request URL, without query string or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(urlPath: string): boolean {
  return urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`);
}

/** An absolute-form request target (`GET http://host/api/… HTTP/1.1`): the router serves it. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i;
const PERCENT_ENCODED = /%[0-9a-f]{2}/i;

/**
 * One round of percent-decoding that never throws: a malformed or partial escape is kept as
 * written, and bytes that are not UTF-8 become U+FFFD.
 */
function decodeOnce(text: string): string {
  if (!PERCENT_ENCODED.test(text)) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.charCodeAt(i) === 37 ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The path a request URL names, read the most generous way any server or proxy in front of
 * us might read it, so that a rule about a path cannot be dodged by spelling it differently:
 * an absolute-form target is reduced to its path; the query and fragment are cut; escapes are
 * decoded until none is left (`%252e` is `.` to whoever decodes twice), and what they decode to
 * is cut again (`%3F` starts a query for the next reader); `\` is a `/` (WHATWG URLs read it so);
 * empty and `.` segments go and `..` takes the one before it, also with `;params` after it
 * (`..;/`, which some Java servers resolve). Letter case is kept: callers compare as they need.
 * Each round of decoding shortens the text, so this ends.
 */
export function canonicalPath(url: string): string {
  let path = pathOf(url.replace(ABSOLUTE_FORM, ''));
  for (let decoded = decodeOnce(path); decoded !== path; decoded = decodeOnce(path)) {
    path = pathOf(decoded);
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    const name = segment.split(';', 1)[0];
    if (name === '' || name === '.') continue;
    if (name === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
