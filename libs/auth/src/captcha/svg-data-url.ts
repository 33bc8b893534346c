// The slide challenge sends its pictures as SVG data URLs; the piece's own width tells the slider how
// far it may travel (the server draws it at its piece size, 40 px on the reference server).

/** The SVG text of a `data:image/svg+xml` URL (base64 or percent-encoded), or undefined for anything else. */
export function decodeSvgDataUrl(url: string): string | undefined {
  const match = /^data:image\/svg\+xml(;[^,]*)?,(.*)$/s.exec(url);
  if (!match) return undefined;
  const [, meta = '', body = ''] = match;
  try {
    if (!meta.includes(';base64')) return decodeURIComponent(body);
    const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

/** The root `<svg>`'s width and height attributes in pixels, when the URL is an SVG that has both. */
export function svgDataUrlSize(url: string): { width: number; height: number } | undefined {
  const svg = decodeSvgDataUrl(url);
  const root = svg && /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return undefined;
  const width = Number(/\swidth="([\d.]+)(?:px)?"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)(?:px)?"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
