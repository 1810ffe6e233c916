import { errors as authErrors } from '@adonisjs/auth'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'

const LOGIN_MAX_FAILURES = 5
const LOGIN_WINDOW_SECONDS = 60

type LoginResult =
  | { status: 'ok'; user: User }
  | { status: 'invalid' }
  | { status: 'throttled'; waitSeconds: number }

/**
 * Five failures a minute for one e-mail, from any address (the per-address limit is the route's
 * loginThrottle, start/limiter.ts); the sixth attempt waits 60 seconds (SPEC.md section 9), right
 * password or not. A success clears the count. Counters live in the
 * limiter's store, shared by every app process.
 */
const loginLimiter = () =>
  limiter.use({
    requests: LOGIN_MAX_FAILURES,
    duration: LOGIN_WINDOW_SECONDS,
    blockDuration: LOGIN_WINDOW_SECONDS,
  })

export class LoginService {
  static key(email: string) {
    return `merchant_login_${email.toLowerCase()}`
  }

  /** Checks the credentials (constant time for unknown e-mails: AuthFinder hashes anyway). */
  static async attempt(email: string, password: string): Promise<LoginResult> {
    try {
      const [throttled, user] = await loginLimiter().penalize(this.key(email), () =>
        User.verifyCredentials(email, password)
      )
      if (throttled) {
        return { status: 'throttled', waitSeconds: LOGIN_WINDOW_SECONDS }
      }
      return { status: 'ok', user }
    } catch (error) {
      if (error instanceof authErrors.E_INVALID_CREDENTIALS) return { status: 'invalid' }
      throw error
    }
  }
}
