import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers as the browser, for the tests (fresh store per test via resetDb). */
export const server = setupServer(...handlers);
