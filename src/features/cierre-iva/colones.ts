import { formatMoney, fromCentimos } from '@/lib/money';

/** Céntimos of colones as the app shows money ('¢1,234.50', '-¢1,300.00'): the screen's and the PDF's text. */
export const colones = (centimos: number) => formatMoney(fromCentimos(centimos));
