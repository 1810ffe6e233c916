// Which SMS provider the platform sends through, from the environment; none configured = SMS is off.
import env from '#start/env'
import type { SmsProvider } from '#services/sms/sms_provider'
import { TAQNYAT_DEFAULT_URL, TaqnyatProvider } from '#services/sms/taqnyat_provider'

/**
 * SMS_PROVIDER=taqnyat with TAQNYAT_TOKEN and TAQNYAT_SENDER turns SMS on; read at each call (the
 * tests point TAQNYAT_API_URL at their fake). Without them the stores offer the e-mail code only.
 */
export const Sms = {
  provider(): SmsProvider | null {
    if (env.get('SMS_PROVIDER') !== 'taqnyat') return null
    const token = env.get('TAQNYAT_TOKEN')
    const sender = env.get('TAQNYAT_SENDER')
    if (!token || !sender) return null
    return new TaqnyatProvider({
      baseUrl: env.get('TAQNYAT_API_URL') || TAQNYAT_DEFAULT_URL,
      token,
      sender,
    })
  },

  enabled() {
    return Sms.provider() !== null
  },
}
