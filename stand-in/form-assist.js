// The stand-in's form assist script, served at /form-assist/v1/form-assist.js on the authorization
// host. It does what the form assist pages say the service's script does, so that a sample form
// built as the pages teach runs against it: the attributes, the nonce from data-nonce-url, the
// implicit flow (response_type=id_token), the checks in the browser and the two events.
(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const settings = script.dataset;
  const form = document.querySelector('form[data-socialplus-form]');
  const storageKey = 'socialplus:form-assist';
  if (!form) return;

  const report = (type, detail) => form.dispatchEvent(new CustomEvent(`socialplus:${type}`, {detail}));
  const fail = (error, description) => report('error', {error, error_description: description});
  const random = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24)))).replace(/[+/=]/g, '');
  const base64url = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

  // A button starts a login: the nonce comes from the site's server, the state is made here.
  async function start(provider) {
    let nonce;
    try {
      const response = await fetch(settings.nonceUrl, {method: 'POST', credentials: 'same-origin'});
      nonce = response.ok ? (await response.json()).nonce : undefined;
    } catch {
      nonce = undefined;
    }
    if (typeof nonce !== 'string' || nonce === '') return fail('nonce_unavailable', `${settings.nonceUrl} did not answer 200 with a nonce`);
    const state = random();
    sessionStorage.setItem(storageKey, JSON.stringify({state, nonce}));
    const url = new URL(`${origin}/oauth2/authorize/${provider}`);
    const query = {response_type: 'id_token', client_id: settings.clientId, redirect_uri: settings.redirectUri, scope: settings.scope ?? 'openid profile email', state, nonce};
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    location.assign(url);
  }

  // Signature (RS256 with the host's JWKS), iss, aud, exp and nonce; the claims, or undefined.
  async function verified(idToken, nonce) {
    const [header, payload, signature] = idToken.split('.');
    const {kid} = JSON.parse(new TextDecoder().decode(base64url(header)));
    const {keys} = await (await fetch(`${origin}/oauth2/certs`)).json();
    const jwk = keys.find((key) => key.kid === kid);
    if (!jwk) return undefined;
    const key = await crypto.subtle.importKey('jwk', jwk, {name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256'}, false, ['verify']);
    const signed = new TextEncoder().encode(`${header}.${payload}`);
    if (!(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64url(signature), signed))) return undefined;
    const claims = JSON.parse(new TextDecoder().decode(base64url(payload)));
    const audience = [].concat(claims.aud);
    if (claims.iss !== origin || !audience.includes(settings.clientId) || claims.exp * 1000 < Date.now() || claims.nonce !== nonce) return undefined;
    return claims;
  }

  const valueOf = {
    postal_code_first: (claims) => claims.address?.postal_code?.slice(0, 3),
    postal_code_last: (claims) => claims.address?.postal_code?.slice(3),
    family_name_kana: (claims) => claims['family_name#ja-Kana-JP'],
    given_name_kana: (claims) => claims['given_name#ja-Kana-JP'],
    name_kana: (claims) => claims['name#ja-Kana-JP'],
  };
  const addressFields = ['postal_code', 'region', 'locality', 'street_address', 'country'];

  function fill(claims, idToken) {
    const filled = [];
    const missing = [];
    for (const field of form.querySelectorAll('[data-socialplus-field]')) {
      const type = field.dataset.socialplusField;
      const value = type === 'id_token' ? idToken : (valueOf[type] ?? ((c) => (addressFields.includes(type) ? c.address?.[type] : c[type])))(claims);
      if (value === undefined || value === null || value === '') {
        missing.push(type);
        continue;
      }
      if (field.tagName === 'SELECT') {
        const option = [...field.options].find((candidate) => candidate.text === value || candidate.value === value);
        if (!option) {
          missing.push(type);
          continue;
        }
        field.value = option.value;
      } else {
        field.value = value;
      }
      filled.push(type);
    }
    report('filled', {provider: claims.provider, filled, missing, registered: claims.primary_key !== null && claims.primary_key !== undefined});
  }

  // Back from the authorization endpoint: the result is in the fragment.
  async function finish() {
    const values = new URLSearchParams(location.hash.slice(1));
    if (!values.has('id_token') && !values.has('error')) return;
    history.replaceState(null, '', location.pathname + location.search);
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    sessionStorage.removeItem(storageKey);
    if (!saved || values.get('state') !== saved.state) return fail('state_mismatch', 'the state does not match the one this page saved');
    if (values.has('error')) return fail(values.get('error'), values.get('error_description') ?? '');
    const idToken = values.get('id_token');
    const claims = await verified(idToken, saved.nonce).catch(() => undefined);
    if (!claims) return fail('invalid_id_token', 'the ID Token failed its checks');
    fill(claims, idToken);
  }

  for (const button of document.querySelectorAll('[data-socialplus-provider]')) {
    button.addEventListener('click', () => void start(button.dataset.socialplusProvider));
  }
  void finish();
})();
