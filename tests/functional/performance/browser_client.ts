// A browser's cookie jar against one app process started by a test, sending forms as the Inertia client does.

/** A browser's cookies against one process. */
export class Browser {
  cookies = new Map<string, string>()
  constructor(private port: number) {}

  async fetch(path: string, init: RequestInit = {}) {
    const response = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  /**
   * A form sent as JSON with the CSRF token, as the Inertia client sends it: without a token yet (a
   * page's GET sets no cookie), the session and CSRF cookies are fetched first (inertia/app/csrf_cookie.ts).
   */
  async send(method: string, path: string, body: object) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.fetch('/csrf-cookie')
    return this.fetch(path, {
      method,
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'accept': 'text/html, application/xhtml+xml',
        'x-inertia': 'true',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
    })
  }
}
