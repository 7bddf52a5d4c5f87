import type { NoticeKind } from './notices-store';

/** The spec's kinds as MUI's Alert names them (the spec's 'danger' is MUI's 'error'). */
export const muiSeverity: Record<NoticeKind, 'success' | 'error' | 'info' | 'warning'> = {
  success: 'success',
  danger: 'error',
  info: 'info',
  warning: 'warning',
};
