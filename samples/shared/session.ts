/**
 * The session every sample site keeps on its server (express-session, in memory): what a login
 * needs until the result comes back, and who logged in. SameSite=Lax, because the cookie must come
 * with the redirect back from ソーシャルPLUS (Strict would leave it behind).
 */
import session from 'express-session';
import type {LoginSession} from '../../examples/social-login/pkce';

declare module 'express-session' {
  interface SessionData {
    /** OpenID Connect: state, nonce and code_verifier of the login under way. */
    login?: LoginSession;
    /** OpenID Connect, form assist: the nonce of the button pressed last, until the form is sent. */
    formAssistNonce?: string;
    /** OpenID Connect, member site: what the login under way is for. */
    loginPurpose?: 'login' | 'register' | 'connect';
    /** OpenID Connect, member site: an account that is no member's yet, until it registers or is linked. */
    pendingSocial?: {sub: string; provider: string; name: string; email: string};
    /** Member site: the token every form that changes something carries (CSRF). */
    csrfToken?: string;
    /** OpenID Connect: the member who logged in. */
    member?: {sub: string; primaryKey: string | null; provider: string; name?: string};
    /** Legacy: the state of the login under way, read once at the callback URL. */
    socialplusState?: string;
    /** Legacy, an app's login in the OS's browser: its state and the hash of the app's verifier. */
    appLogin?: {state: string; codeChallenge: string};
    /** Legacy: a ソーシャルPLUS user who logged in and has no member yet. */
    pendingIdentifier?: string;
    /** Legacy and the member site: the member ID of the member who logged in. */
    memberId?: string;
  }
}

export function loginSession(secret: string) {
  return session({secret, resave: false, saveUninitialized: false, cookie: {sameSite: 'lax', httpOnly: true}});
}
