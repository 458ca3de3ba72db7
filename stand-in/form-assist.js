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
    const query = {
      response_type: 'id_token',
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      scope: settings.scope ?? 'openid profile email',
      state,
      nonce,
    };
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

  const toHiragana = (text) => text.replace(/[\u30a1-\u30f6]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) - 0x60));
  const kana = (claim) => (claims, format) => (claims[claim] === undefined ? undefined : format === 'hiragana' ? toHiragana(claims[claim]) : claims[claim]);
  // The value of each field type from the claims, in the notation its data-socialplus-format asks for.
  const valueOf = {
    family_name_kana: kana('family_name#ja-Kana-JP'),
    given_name_kana: kana('given_name#ja-Kana-JP'),
    name_kana: kana('name#ja-Kana-JP'),
    postal_code: (claims, format) => {
      const code = claims.address?.postal_code;
      return code && format === 'hyphen' ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
    },
    postal_code_first: (claims) => claims.address?.postal_code?.slice(0, 3),
    postal_code_last: (claims) => claims.address?.postal_code?.slice(3),
  };
  const addressFields = ['region', 'locality', 'street_address', 'country'];
  const hiddenOnly = ['id_token', 'provider'];
  // The types of the field types page; a field of any other type is left alone, in neither list.
  const knownTypes = [
    'name',
    'family_name',
    'given_name',
    'name_kana',
    'family_name_kana',
    'given_name_kana',
    'email',
    'postal_code',
    'postal_code_first',
    'postal_code_last',
    ...addressFields,
    'phone_number',
    ...hiddenOnly,
  ];
  const textTypes = ['text', 'email', 'tel', 'search', 'hidden'];

  /** Whether the script fills this element at all: text-like inputs, textareas and selects; id_token and provider in hidden inputs only. */
  function fillable(field, type) {
    const isInput = field.tagName === 'INPUT';
    if (hiddenOnly.includes(type)) return isInput && field.type === 'hidden';
    return (isInput && textTypes.includes(field.type)) || field.tagName === 'TEXTAREA' || field.tagName === 'SELECT';
  }

  /** Puts `value` into the element unless it has one (id_token and provider always); true when it changed. */
  function put(field, type, value) {
    if (field.tagName === 'SELECT') {
      if (field.value !== '') return false;
      const option = [...field.options].find((candidate) => candidate.value === value) ?? [...field.options].find((candidate) => candidate.text === value);
      if (!option) return false;
      field.value = option.value;
    } else {
      if (field.value !== '' && !hiddenOnly.includes(type)) return false;
      field.value = value;
    }
    for (const name of ['input', 'change']) field.dispatchEvent(new Event(name, {bubbles: true}));
    return true;
  }

  // Every type is in `filled` when its value came, in `missing` when it did not.
  function fill(claims, idToken) {
    const filled = new Set();
    const missing = new Set();
    for (const field of form.querySelectorAll('[data-socialplus-field]')) {
      const type = field.dataset.socialplusField;
      if (!knownTypes.includes(type) || !fillable(field, type)) continue;
      const format = field.dataset.socialplusFormat;
      const value = type === 'id_token' ? idToken : (valueOf[type] ?? ((c) => (addressFields.includes(type) ? c.address?.[type] : c[type])))(claims, format);
      if (value === undefined || value === null || value === '') {
        missing.add(type);
        continue;
      }
      put(field, type, String(value));
      filled.add(type);
    }
    report('filled', {
      provider: claims.provider,
      filled: [...filled],
      missing: [...missing],
      registered: claims.primary_key !== null && claims.primary_key !== undefined,
    });
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
