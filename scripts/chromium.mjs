import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests and `npm run size` drive: `CHROMIUM_PATH` if set, else Debian's
 * headless shell (package chromium-headless-shell, the same Chromium build without the desktop
 * browser around it) when installed, else Debian's chromium. The same walks take less time and CPU
 * on the headless shell (D40). The benches keep the full browser: they measure what a user's browser
 * does.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium';
}
