import type { jsPDF as JsPdf } from 'jspdf';
import { formatDateTime, formatMonth } from '@/lib/dates';
import * as es from '@/messages/es-cierre-iva';
import { colones } from './colones';
import type { Campo, Comparacion } from './prellenado';
import { formulaProrrata, formulaResultado, motivosNoListo, tipoResultado } from './textos-hoja';
import type { HojaIva, Linea } from './worksheet';

/*
 * The worksheet as a PDF for the accountant's file: month, company, when it was made, every figure with
 * what the clerk typed from TRIBU-CR and the difference, and the result. Streams are left uncompressed
 * (a page or two of text), so the file's text can be read back and checked.
 */

export type DatosPdf = {
  hoja: HojaIva;
  comparaciones: readonly Comparacion[];
  empresa: string;
  /** When it was made, printed on it. */
  ahora: Date;
};

const t = es.cierreIva.hoja;
const M = 36;
const FIN = 570;
/** The right edges of the six amount columns, after the line's name. */
const COLUMNAS = [330, 410, 490, 590, 670, 756];

// Helvetica's encoding has no minus sign (U+2212): the hyphen stands for it.
const limpio = (texto: string) => texto.replace(/\u2212/g, '-');

class Pagina {
  y = M + 10;
  constructor(readonly doc: JsPdf) {}
  espacio(alto: number) {
    if (this.y + alto > FIN) {
      this.doc.addPage();
      this.y = M + 10;
    }
  }
  texto(texto: string, { size = 9, bold = false, x = M, ancho = 720 } = {}) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    for (const linea of this.doc.splitTextToSize(limpio(texto), ancho) as string[]) {
      this.espacio(size + 4);
      this.doc.text(linea, x, this.y);
      this.y += size + 4;
    }
  }
  fila(celdas: readonly string[], bold = false) {
    this.espacio(13);
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(8);
    const [nombre = '', ...montos] = celdas;
    this.doc.text((this.doc.splitTextToSize(limpio(nombre), 220) as string[])[0] ?? '', M, this.y);
    montos.forEach((m, i) => this.doc.text(limpio(m), COLUMNAS[i]!, this.y, { align: 'right' }));
    this.y += 13;
  }
}

function seccion(
  p: Pagina,
  titulo: string,
  lineas: readonly Linea[],
  total: number,
  comparar: (c: Campo) => Comparacion | undefined,
) {
  p.y += 6;
  p.texto(titulo, { size: 11, bold: true });
  p.fila(t.pdf.col, true);
  const fila = (l: Linea) => {
    const tecleado = (campo: Campo) => {
      const c = comparar(campo);
      return c ? [colones(c.tecleado), colones(c.diferencia)] : ['', ''];
    };
    p.fila([
      es.cierreIva.linea[l.tarifa],
      colones(l.base),
      ...tecleado(`${l.id}.base`),
      colones(l.impuesto),
      ...tecleado(`${l.id}.impuesto`),
    ]);
  };
  const sumadas = lineas.filter((l) => l.tarifa !== 'exonerado');
  sumadas.forEach(fila);
  p.fila([t.total, colones(sumadas.reduce((s, l) => s + l.base, 0)), '', '', colones(total), '', ''], true);
  lineas.filter((l) => l.tarifa === 'exonerado').forEach(fila);
}

export async function hojaPdf({ hoja, comparaciones, empresa, ahora }: DatosPdf): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'landscape', compress: false });
  const mes = formatMonth(hoja.mes);
  doc.setProperties({ title: `${t.pdf.titulo} ${mes}`, author: empresa });
  const p = new Pagina(doc);
  p.texto(t.pdf.titulo, { size: 16, bold: true });
  p.texto(t.pdf.mes(mes), { size: 11 });
  p.texto(t.pdf.empresa(empresa), { size: 11 });
  p.texto(t.pdf.hecho(formatDateTime(ahora)), { size: 9 });
  if (!hoja.listo) {
    p.y += 4;
    p.texto(t.noListo, { size: 10, bold: true });
    for (const m of motivosNoListo(hoja)) p.texto(`• ${m}`);
  }
  const porCampo = new Map(comparaciones.map((c) => [c.campo, c]));
  const comparar = (c: Campo) => porCampo.get(c);
  const r = hoja.resultado;
  seccion(p, es.cierreIva.seccion.ventas, hoja.ventas, r.devengado, comparar);
  seccion(p, es.cierreIva.seccion.compras, hoja.compras, r.soportado, comparar);
  p.y += 6;
  p.texto(t.resultado.titulo, { size: 11, bold: true });
  p.fila([t.resultado.devengado, '', '', '', colones(r.devengado), '', '']);
  p.fila([t.resultado.soportado, '', '', '', colones(r.soportado), '', '']);
  const prorrata = formulaProrrata(r);
  if (prorrata) p.texto(prorrata, { size: 8 });
  p.fila([t.resultado.credito, '', '', '', colones(r.credito), '', '']);
  p.fila([tipoResultado(r), '', '', '', colones(Math.abs(r.neto)), '', ''], true);
  p.texto(formulaResultado(r), { size: 8 });
  return doc.output('arraybuffer');
}
