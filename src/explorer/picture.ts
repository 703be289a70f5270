/**
 * The diagram as a picture that travels: a standalone SVG (the rendered diagram with its theme
 * colours and fonts written in, since the page's CSS variables do not go with it) and a PNG drawn
 * from that SVG onto a canvas, twice the size for sharp print.
 */

/** Presentation properties that the diagram takes from the page's CSS (variables, currentColor). */
const PAINTED = ['fill', 'stroke', 'color', 'font-family', 'font-size', 'font-weight'] as const;

export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!target) return;
    const style = getComputedStyle(original);
    for (const property of PAINTED) {
      const value = style.getPropertyValue(property);
      if (value) target.setAttribute(property, value);
    }
    for (const attribute of ['tabindex', 'role', 'aria-describedby', 'style']) {
      target.removeAttribute(attribute);
    }
  });
  const width = svg.getAttribute('width') ?? '0';
  const height = svg.getAttribute('height') ?? '0';
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', width);
  copy.setAttribute('height', height);
  // The page's background behind the diagram (the SVG itself is transparent).
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', backgroundOf(svg));
  copy.insertBefore(background, copy.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

function backgroundOf(element: Element): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (colour && colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)') return colour;
  }
  return '#ffffff';
}

/** The standalone SVG drawn on a canvas at `scale`, as a PNG. */
export async function pngOf(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(Number(svg.getAttribute('width')) * scale);
    canvas.height = Math.ceil(Number(svg.getAttribute('height')) * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
