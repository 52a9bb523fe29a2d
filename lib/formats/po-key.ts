/**
 * A PO entry's key is its msgid; with a msgctxt, the context, U+0004 and the msgid — gettext's
 * own way of joining them (in .mo files and in libraries such as Jed), so two entries with the
 * same msgid and different contexts stay two keys, and any msgid text stays possible.
 */
const EOT = '\u0004';

export function poKey(msgctxt: string | undefined, msgid: string): string {
  return msgctxt ? `${msgctxt}${EOT}${msgid}` : msgid;
}

export function splitPoKey(key: string): { msgctxt?: string; msgid: string } {
  const at = key.indexOf(EOT);
  return at < 0 ? { msgid: key } : { msgctxt: key.slice(0, at), msgid: key.slice(at + 1) };
}
