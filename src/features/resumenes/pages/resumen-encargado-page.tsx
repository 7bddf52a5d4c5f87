import { resumenEncargado } from '../configs';
import { ResumenPage } from './resumen-page';

/** 'Resumen Recibos Por Encargado', admin only. */
export default function ResumenEncargadoPage() {
  return <ResumenPage config={resumenEncargado} />;
}
