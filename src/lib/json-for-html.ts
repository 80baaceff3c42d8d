/**
 * JSON to put inside an HTML `<script>` element (JSON-LD): the same value, with every character
 * that could end the element or start markup (`<`, `>`, `&`) and the two line separators older
 * JavaScript parsers choke on (U+2028, U+2029) written as `\uXXXX` escapes. JSON.parse reads it
 * back unchanged, and no text in it, `</script>` included, can close the element.
 */
export function jsonForHtml(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('jsonForHtml: the value has no JSON form');
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
