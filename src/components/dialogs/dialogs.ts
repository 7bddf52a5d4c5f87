/**
 * Confirm and alert dialogs for screens. Importing them from here brings the dialog's view with the
 * screen's own code, so a dialog opens in the same frame as the press that asks for it: a lazily
 * loaded view could open late, after the user has gone back to typing, and take those keystrokes.
 */
import './dialog-view';

export { alertDialog, confirmDialog } from './dialog-store';
