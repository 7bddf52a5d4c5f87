/**
 * A small PDF 1.4 writer: Letter pages, the standard Helvetica fonts in WinAnsiEncoding (so Spanish
 * accents, ñ, ¢ and € print), text, lines and filled rectangles. Enough for an invoice, no dependency.
 */
export type FontName = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];

const PAGE_W = 612;
const PAGE_H = 792;

// Helvetica / Helvetica-Bold advance widths (Adobe AFM), ASCII 32–126.
const W_REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const W_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** cp1252 codes of the non-Latin-1 characters WinAnsiEncoding has. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

function winAnsi(ch: string): number {
  const extra = WIN_ANSI_EXTRA[ch];
  if (extra !== undefined) return extra;
  const code = ch.charCodeAt(0);
  return code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f; // '?'
}

/** Width of a character: ASCII from the AFM, accented letters as their base letter. */
function charWidth(ch: string, font: FontName): number {
  const table = font === 'bold' ? W_BOLD : W_REGULAR;
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return table[code - 32]!;
  const base = ch.normalize('NFD')[0] ?? '';
  if (base !== ch && base.charCodeAt(0) >= 32 && base.charCodeAt(0) <= 126)
    return table[base.charCodeAt(0) - 32]!;
  if (ch === '—') return 1000;
  if (ch === '•' || ch === '·') return 350;
  if (ch === 'º' || ch === 'ª') return 365;
  return 556;
}

export function textWidth(text: string, size: number, font: FontName = 'regular'): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch, font);
  return (w * size) / 1000;
}

const escape = (text: string) =>
  [...text]
    .map((ch) => {
      const code = winAnsi(ch);
      if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
      return code < 0x80 ? String.fromCharCode(code) : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('');

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const rgb = (c: Rgb) => c.map((v) => n(v)).join(' ');

/** Top-left coordinates (y grows downwards), as people lay out a page. */
export class PdfPage {
  readonly width = PAGE_W;
  readonly height = PAGE_H;
  private ops: string[] = [];

  text(
    x: number,
    y: number,
    text: string,
    opts: { size?: number; font?: FontName; color?: Rgb; align?: 'left' | 'right' | 'center' } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.font ?? 'regular';
    const w = textWidth(text, size, font);
    const left = opts.align === 'right' ? x - w : opts.align === 'center' ? x - w / 2 : x;
    this.ops.push(
      `BT /${font === 'bold' ? 'F2' : 'F1'} ${n(size)} Tf ${rgb(opts.color ?? [0, 0, 0])} rg ${n(left)} ${n(
        PAGE_H - y,
      )} Td (${escape(text)}) Tj ET`,
    );
    return w;
  }

  /** Breaks `text` into lines no wider than `width`; returns the lines. */
  wrap(text: string, width: number, size = 10, font: FontName = 'regular'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && textWidth(next, size, font) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  line(x1: number, y1: number, x2: number, y2: number, opts: { color?: Rgb; width?: number } = {}) {
    this.ops.push(
      `${rgb(opts.color ?? [0, 0, 0])} RG ${n(opts.width ?? 0.5)} w ${n(x1)} ${n(PAGE_H - y1)} m ${n(x2)} ${n(
        PAGE_H - y2,
      )} l S`,
    );
  }

  rect(x: number, y: number, w: number, h: number, opts: { fill?: Rgb; stroke?: Rgb; width?: number } = {}) {
    const path = `${n(x)} ${n(PAGE_H - y - h)} ${n(w)} ${n(h)} re`;
    if (opts.fill && opts.stroke) {
      this.ops.push(`${rgb(opts.fill)} rg ${rgb(opts.stroke)} RG ${n(opts.width ?? 0.5)} w ${path} B`);
    } else if (opts.fill) this.ops.push(`${rgb(opts.fill)} rg ${path} f`);
    else this.ops.push(`${rgb(opts.stroke ?? [0, 0, 0])} RG ${n(opts.width ?? 0.5)} w ${path} S`);
  }

  content(): string {
    return this.ops.join('\n');
  }
}

function latin1Bytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 0xff;
  return out;
}

/** Serialises the pages into a PDF 1.4 file with its cross-reference table. */
export function buildPdf(pages: readonly PdfPage[], info: { title: string; author: string }): Uint8Array {
  const objects: string[] = [];
  /** Returns the object's number (they start at 1). */
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    const stream = page.content();
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoObj = add(
    `<< /Title (${escape(info.title)}) /Author (${escape(info.author)}) /Producer (Factura Electronica demo) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1Bytes(out);
}
