import { resumenClientes } from '../configs';
import { ResumenPage } from './resumen-page';

/** 'Resumen Facturacion / Clientes', admin only. */
export default function ResumenClientesPage() {
  return <ResumenPage config={resumenClientes} />;
}
