import { resumenTica } from '../configs';
import { ResumenPage } from './resumen-page';

/** 'Resumen Tica Por Encargado', admin only. */
export default function ResumenTicaPage() {
  return <ResumenPage config={resumenTica} />;
}
