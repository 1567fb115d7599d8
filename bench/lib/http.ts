/** Signs a person in through the local sign-in form, as a browser would, and answers their token. */
export async function signIn(baseUrl: string, person: { name: string; email: string }) {
  const response = await fetch(`${baseUrl}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  const token = location ? new URL(location).searchParams.get('token') : null;
  if (response.status !== 302 || !token) {
    throw new Error(
      `Sign-in of ${person.email} failed: ${response.status} ${await response.text()}`,
    );
  }
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The ids of a user's newest tweets, oldest first, as the API lists them. */
export async function tweetIds(baseUrl: string, token: string, query = 'limit=100') {
  const response = await fetch(`${baseUrl}/api/v0/posts/tweets?${query}`, {
    headers: bearer(token),
  });
  if (!response.ok) throw new Error(`Listing tweets failed: ${response.status}`);
  const body = (await response.json()) as { tweets: { _id: string }[] };
  return body.tweets.map((tweet) => tweet._id);
}

export async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }
}
