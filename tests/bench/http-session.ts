// Signs in over HTTP as a browser would (the CSRF cookie, then POST /login) and returns the
// headers a signed-in request carries.
export async function signInOverHttp(
  url: string,
  email: string,
  password: string,
): Promise<{ cookie: string; 'x-xsrf-token': string }> {
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`);
  let cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = () =>
    decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': token(),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return { cookie: cookies.join('; '), 'x-xsrf-token': token() };
}
