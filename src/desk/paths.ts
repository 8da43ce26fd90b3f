/** Where the desk opens, and where a sign-in leads. */
export const HOME_PATH = '/waiting';

/** The offer of a passkey after a first sign-in by link. */
export const WELCOME_PATH = '/welcome';
