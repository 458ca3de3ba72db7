// The redirect URI's page script (hybrid flow): reads the result from the fragment, clears the
// fragment from the address bar, shows the name for display only, and posts the values to the server.
// #region page
(async () => {
  const values = new URLSearchParams(location.hash.slice(1));
  // The fragment holds the ID Token and the code: out of the address bar and the history at once.
  history.replaceState(null, '', location.pathname);
  const result = document.getElementById('result');
  const idToken = values.get('id_token');
  if (idToken) {
    // Display only: this value is checked on the server, never trusted here.
    const payload = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))),
    );
    if (payload.name) document.getElementById('greeting').textContent = `${payload.name} さん、ログインしています…`;
  }
  const response = await fetch('/auth/callback', {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({code: values.get('code') ?? '', state: values.get('state') ?? '', id_token: idToken ?? ''}),
  });
  const body = await response.json();
  result.textContent = response.ok ? 'ログインしました' : `ログインできませんでした（${body.error}）`;
  result.dataset.sub = body.sub ?? '';
})();
// #endregion page
