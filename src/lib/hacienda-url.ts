/**
 * Hacienda's public registry when VITE_HACIENDA_API_URL is unset: the lookups are helpers an office
 * gets without configuring anything. Its own module so vite.config.ts can read it without the app's env.
 */
export const HACIENDA_URL_PREDETERMINADA = 'https://api.hacienda.go.cr';
