type UnauthorizedHandler = () => void;
let handler: UnauthorizedHandler = () => {};

/**
 * What a 401 does (the app shell installs it: clear the session, the guard then goes to login).
 * Kept apart from http.ts so that the shell can install it without loading axios.
 */
export function setUnauthorizedHandler(next: UnauthorizedHandler): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  handler();
}
