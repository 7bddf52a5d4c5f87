/**
 * Reads an uncompressed PDF (the mock's jsPDF invoices, decision F35) back: its version, its page
 * count from the page tree, and the strings each page's content stream shows (`(…) Tj`), unescaped and
 * decoded from WinAnsi (cp1252), in drawing order.
 */
export type PdfTexto = { version: string; paginas: number; textos: string[][] };

const CP1252: Record<number, string> = { 0x80: '€', 0x85: '…', 0x96: '–', 0x97: '—', 0x95: '•' };

function cadena(raw: string): string {
  return raw
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
      /^[0-7]+$/.test(e)
        ? String.fromCharCode(parseInt(e, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
    )
    .replace(/[\x80-\x9f]/g, (c) => CP1252[c.charCodeAt(0)] ?? c);
}

export function leerPdf(bytes: Uint8Array | ArrayBuffer): PdfTexto {
  const text = new TextDecoder('latin1').decode(bytes);
  const version = /^%PDF-(\d\.\d)/.exec(text)?.[1] ?? '';
  const objetos = new Map<string, string>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objetos.set(m[1]!, m[2]!);
  const raiz = [...objetos.values()].find((o) => /\/Type\s*\/Pages\b/.test(o)) ?? '';
  const paginas = Number(/\/Count\s+(\d+)/.exec(raiz)?.[1] ?? 0);
  const kids = [...(/\/Kids\s*\[([^\]]*)\]/.exec(raiz)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => m[1]!);
  const textos = kids.map((id) => {
    const pagina = objetos.get(id) ?? '';
    const contenido = /\/Contents\s+(\d+) 0 R/.exec(pagina)?.[1];
    const stream = /stream\r?\n([\s\S]*?)endstream/.exec(objetos.get(contenido ?? '') ?? '')?.[1] ?? '';
    return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => cadena(m[1]!));
  });
  return { version, paginas, textos };
}
