// @vitest-environment jsdom
// jsdom, not happy-dom: the guide's editable table reads the table DOM (`tHead.rows`) and its sections load
// at once without an IntersectionObserver, both of which happy-dom differs in.
import { screen, waitFor, within } from '@testing-library/react';
import { expectFlash } from '../../notices-record';
import { renderApp } from '../../render-app';

/**
 * The living style guide (D10): the demo pages and layouts show the app's own shared
 * components with sample data. Each section is found by its heading and shows its component.
 */
const section = (name: string) => screen.getByRole('region', { name });

describe('style guide (R8)', { timeout: 60_000 }, () => {
  it('every section shows its shared component', async () => {
    await renderApp('/default-layout/alert', { role: 'usuario' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guía de estilo' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // The sections further down load apart (decision D34); here, with no IntersectionObserver, at once.
    await waitFor(() => expect(document.querySelector('[data-seccion-pendiente]')).toBeNull(), {
      timeout: 20_000,
    });
    const indice = screen.getByRole('navigation', { name: 'Secciones de la guía' });
    expect(
      within(indice)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Mensajes y diálogos',
      'Insignias y rutas',
      'Archivo',
      'Estados de carga',
      'Tabla de datos',
      'Tabla editable',
      'Campos de formulario',
      'Rango de fechas',
      'Catálogo',
      'Gráficos',
    ]);

    const mensajes = section('Mensajes y diálogos');
    for (const b of ['Éxito', 'Error', 'Información (10 s)', 'Advertencia', 'Confirmación', 'Aviso'])
      expect(within(mensajes).getByRole('button', { name: b })).toBeInTheDocument();
    expect(within(mensajes).getByText(/¢1,234,567\.89/)).toBeInTheDocument();

    const insignias = section('Insignias y rutas');
    expect(within(insignias).getByRole('img', { name: '4 correos sin leer' })).toBeInTheDocument();
    expect(within(insignias).getByRole('navigation', { name: 'Ruta' })).toBeInTheDocument();

    expect(
      within(section('Archivo')).getByRole('button', { name: 'Seleccionar Archivo' }),
    ).toBeInTheDocument();

    // The grid and the plain rows: the same columns and rows.
    const datos = within(section('Tabla de datos'));
    for (const tabla of [
      datos.getByRole('grid', { name: 'Facturas de ejemplo' }),
      datos.getByRole('table', { name: 'Facturas de ejemplo en filas simples' }),
    ]) {
      expect(
        within(tabla)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Factura', 'Cliente', 'Fecha', 'Estado', 'Monto']);
      expect(within(tabla).getByText('$1,250.75')).toBeInTheDocument();
    }
    expect(within(section('Tabla de datos')).getAllByText('4 registros')).toHaveLength(2);

    const editable = within(section('Tabla editable')).getByRole('table', { name: 'Detalles de ejemplo' });
    expect(within(editable).getByText('Nacionalización DUA 005-2026-012345')).toBeInTheDocument();
    expect(within(section('Tabla editable')).getByText('Total: ¢382,502.50')).toBeInTheDocument();

    const form = within(section('Campos de formulario')).getByRole('form', { name: 'Formulario de ejemplo' });
    expect(within(form).getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Correo' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Moneda' })).toHaveTextContent('Colones (¢)');
    expect(within(form).getByRole('group', { name: 'Fecha' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Exonerado' })).not.toBeChecked();

    const rango = section('Rango de fechas');
    expect(within(rango).getByRole('group', { name: 'Fecha Inicio' })).toBeInTheDocument();
    expect(within(rango).getByRole('group', { name: 'Fecha Final' })).toBeInTheDocument();

    // The sample load fails first: the shared LoadError with Reintentar.
    const carga = section('Estados de carga');
    expect(await within(carga).findByText('El servidor de ejemplo no respondió.')).toBeInTheDocument();
    expect(within(carga).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    const catalogo = section('Catálogo');
    expect(within(catalogo).getByRole('heading', { name: 'Catálogo de ejemplo' })).toBeInTheDocument();
    const codigos = await within(catalogo).findByRole('grid', { name: 'Catálogo de ejemplo' });
    expect(await within(codigos).findByText('Almacenaje fiscal')).toBeInTheDocument();
    expect(
      await within(catalogo).findByRole('form', { name: 'Nuevo Código de ejemplo' }, { timeout: 20_000 }),
    ).toBeInTheDocument();

    const graficos = section('Gráficos');
    expect(
      within(graficos).getByRole('img', {
        name: /^Gráfico de barras \(montos\)\. Colones: Ene ¢1,250,000\.00, .+; Anticipos: Ene ¢250,000\.00/,
      }),
    ).toBeInTheDocument();
    expect(
      within(graficos).getByRole('img', {
        name: 'Gráfico de anillo (cantidades): NA 12, EN PROCESO DE AFORO 5, FACTURAR INMEDIATO 7, DUA ANTICIPADO 3',
      }),
    ).toBeInTheDocument();
  });

  it('the sections work: dialogs, Reintentar, an editable line, field messages, a catalog save', async () => {
    const { user } = await renderApp('/boxed', { role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Guía de estilo' }, { timeout: 20_000 });

    // confirm through dialogs.ts; the answer shows.
    await user.click(within(section('Mensajes y diálogos')).getByRole('button', { name: 'Confirmación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(dialog).toHaveTextContent('¿Desea continuar?');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(section('Mensajes y diálogos')).findByText('Respuesta: Sí')).toBeInTheDocument();

    // Reintentar loads the sample again, and this time it answers.
    const carga = section('Estados de carga');
    await user.click(await within(carga).findByRole('button', { name: 'Reintentar' }));
    expect(await within(carga).findByText('3 registros cargados')).toBeInTheDocument();

    // An invoice-like line: Agregar Detalle, type, Listo; the total follows.
    const editable = section('Tabla editable');
    await user.click(within(editable).getByRole('button', { name: 'Agregar Detalle' }));
    await user.type(within(editable).getByRole('textbox', { name: 'Detalle' }), 'Trámite de permisos');
    const precio = within(editable).getByRole('textbox', { name: 'Precio Unidad' });
    await user.clear(precio);
    await user.type(precio, '7497.50');
    await user.click(within(editable).getByRole('button', { name: 'Listo detalle 4' }));
    expect(within(editable).getByText('Trámite de permisos')).toBeInTheDocument();
    expect(within(editable).getByText('Total: ¢390,000.00')).toBeInTheDocument();

    // Validar on an empty form: the spec's flash and each field's message on its line.
    const form = within(section('Campos de formulario')).getByRole('form', { name: 'Formulario de ejemplo' });
    await user.click(within(form).getByRole('button', { name: 'Validar' }));
    expect(await expectFlash('Por favor completar todos los campos requeridos')).toMatchObject({
      kind: 'danger',
    });
    expect(within(form).getAllByText('Este campo es requerido')).toHaveLength(3);
    await user.type(within(form).getByRole('textbox', { name: 'Correo' }), 'no-es-correo');
    await user.tab();
    expect(await within(form).findByText('Debe ingresar un correo válido')).toBeInTheDocument();

    // A catalog save: the flash, and the code in the list beside the form.
    const catalogo = section('Catálogo');
    const nuevo = await within(catalogo).findByRole(
      'form',
      { name: 'Nuevo Código de ejemplo' },
      { timeout: 20_000 },
    );
    await user.type(within(nuevo).getByRole('textbox', { name: 'Código' }), '77');
    await user.type(within(nuevo).getByRole('textbox', { name: 'Descripción' }), 'Revisión de mercancías');
    await user.click(within(nuevo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Código' })).toHaveTextContent(
      'El código debe tener 3 dígitos',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await user.type(within(nuevo).getByRole('textbox', { name: 'Código' }), '7');
    await user.click(within(nuevo).getByRole('button', { name: 'Guardar' }));
    await expectFlash('Se creó el código de ejemplo (no se guarda)');
    const codigos = within(catalogo).getByRole('grid', { name: 'Catálogo de ejemplo' });
    expect(await within(codigos).findByText('Revisión de mercancías')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section('Catálogo')).getByRole('textbox', { name: 'Código' })).toHaveValue(''),
    );
  });
});
