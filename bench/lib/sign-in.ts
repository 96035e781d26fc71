const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/**
 * Signs in over HTTP through next-auth's credentials endpoint (as tests/e2e/support/session.ts does) and checks the
 * session's role; returns the Cookie header.
 */
export async function signIn(
  dashboardUrl: string,
  user: { email: string; password: string; role: string },
): Promise<string> {
  const csrf = await fetch(`${dashboardUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const callback = await fetch(`${dashboardUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, email: user.email, password: user.password, json: 'true' }),
  });
  await callback.arrayBuffer();
  const cookie = [...jar, ...cookiesOf(callback)].join('; ');
  const session = (await (await fetch(`${dashboardUrl}/api/auth/session`, { headers: { cookie } })).json()) as {
    user?: { role?: string };
  };
  if (session.user?.role !== user.role)
    throw new Error(`signing in ${user.email} failed: callback ${callback.status}, session ${JSON.stringify(session)}`);
  return cookie;
}
