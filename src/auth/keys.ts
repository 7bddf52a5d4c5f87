/** Query keys of the session area (kept apart from api.ts so that light modules can use them). */
export const authKeys = {
  currentUser: ['usuario', 'data'] as const,
};
