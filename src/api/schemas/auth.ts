import { string, type } from 'superstruct';

/** auth/login and auth/sign-up: the bearer token (other fields are not used yet). */
export const AuthAnswer = type({ token: string() });
