/*
| Environment variables are validated once at boot; a missing or malformed one stops the app with a clear
| error. Every variable is listed in .env.example.
*/
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  APP_KEY: Env.schema.string(),
  HOST: Env.schema.string({ format: 'host' }),
  LOG_LEVEL: Env.schema.enum.optional([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /* Where merchants sign up and log in; empty means this same app (SPEC: a separate host as a site property) */
  MERCHANT_APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /* The platform's domain: {username}.APP_DOMAIN serves a website whose plan has `subdomain` */
  APP_DOMAIN: Env.schema.string.optional(),
  /* Custom domains: the DNS resolvers that check them (IP[:port], comma separated; empty = the
     system's), and the CNAME host and A addresses a merchant's domain must point at */
  DNS_RESOLVERS: Env.schema.string.optional(),
  DOMAIN_CNAME_TARGET: Env.schema.string.optional(),
  DOMAIN_A_TARGET: Env.schema.string.optional(),

  /* JSON API /api/v1: origins allowed by CORS, comma separated (`*` for any; empty: none) */
  API_CORS_ORIGINS: Env.schema.string.optional(),
  /* JSON API /api/v1: calls a minute per bearer token (or per address without one); default 300 */
  API_RATE_LIMIT: Env.schema.number.optional(),

  /* Database: sqlite (default, file under tmp/) or pg */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional({ format: 'host' }),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DB_NAME: Env.schema.string.optional(),
  PG_POOL_MIN: Env.schema.number.optional(),
  PG_POOL_MAX: Env.schema.number.optional(),
  /* How long a SQLite query waits for the single connection, in ms (default 10000; tests/strict: 1500) */
  DB_ACQUIRE_TIMEOUT_MS: Env.schema.number.optional(),

  /* Behind a reverse proxy: the proxies whose X-Forwarded-* headers are believed (comma-separated IPs or
     CIDRs, or loopback/linklocal/uniquelocal); empty = none, the socket's address is the client */
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /* true = every cookie is Secure; otherwise only over HTTPS (a LAN install on plain HTTP keeps working) */
  COOKIE_SECURE: Env.schema.boolean.optional(),

  /* Sessions and rate limits */
  SESSION_DRIVER: Env.schema.enum(['database', 'redis', 'cookie', 'memory'] as const),
  /* database, redis or memory (tests); empty = redis when REDIS_HOST is set, else database */
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
  /* Redis when set: rate limits, the page cache and its invalidation, visit counts and the live
     dashboard's events shared by several app processes (SESSION_DRIVER=redis for sessions) */
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  REDIS_KEY_PREFIX: Env.schema.string.optional(),
  /* the Redis database number, 0 to 15 (default 0) */
  REDIS_DB: Env.schema.number.optional(),

  /* Outgoing mail (config/mail.ts): smtp in production, log (written to the log, kept for tests) otherwise */
  MAIL_MAILER: Env.schema.enum.optional(['smtp', 'log'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  // uploads: the local disk under storage/uploads (default), or an S3-compatible bucket
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  // the public address of the bucket's files (a CDN or the bucket's own), when not the endpoint's
  S3_PUBLIC_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /* Text messages (customers' sign-in codes): SMS_PROVIDER=taqnyat with its bearer token and approved
     sender name; TAQNYAT_API_URL defaults to https://api.taqnyat.sa (the tests point it at their fake).
     Not configured = no SMS: the stores offer the e-mail code only */
  SMS_PROVIDER: Env.schema.enum.optional(['taqnyat'] as const),
  TAQNYAT_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  TAQNYAT_TOKEN: Env.schema.string.optional(),
  TAQNYAT_SENDER: Env.schema.string.optional(),

  /* Moyasar's API base (default https://api.moyasar.com/v1); the tests point it at their local fake */
  MOYASAR_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /* The platform's own Moyasar account, which merchants pay their plans to, and the seller on the
     platform's tax invoices (its legal name and 15-digit VAT number) */
  PLATFORM_MOYASAR_PUBLISHABLE_KEY: Env.schema.string.optional(),
  PLATFORM_MOYASAR_SECRET_KEY: Env.schema.string.optional(),
  // the secret_token of the platform's webhook at Moyasar (POST /billing/moyasar/webhook)
  PLATFORM_MOYASAR_WEBHOOK_SECRET: Env.schema.string.optional(),
  PLATFORM_LEGAL_NAME: Env.schema.string.optional(),
  PLATFORM_VAT_NUMBER: Env.schema.string.optional(),

  /* Backups (node ace db:backup, daily job): where they go (default storage/backups), how many are kept
     (default 7), and the Saudi time of the daily one (HH:MM, default 03:00; off = none) */
  BACKUP_DIR: Env.schema.string.optional(),
  BACKUP_KEEP: Env.schema.number.optional(),
  BACKUP_AT: Env.schema.string.optional(),
  /* false = this process runs no durable jobs (the app processes run them by default) */
  JOBS_RUNNER: Env.schema.boolean.optional(),
  /* true = webhook endpoints may be private, loopback or link-local addresses and plain http (tests, a
     local receiver); never in production */
  WEBHOOKS_ALLOW_PRIVATE: Env.schema.boolean.optional(),
})
