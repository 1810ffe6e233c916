/*
| Taqnyat (taqnyat.sa), a Saudi SMS provider, through its public HTTP API: POST {base}/v1/messages with
| `Authorization: Bearer <token>` and the JSON body { recipients: ["9665XXXXXXXX"], body, sender }.
| It answers 201 { statusCode: 201, messageId, cost, currency, totalCount, msgLength, accepted,
| rejected } when the message is accepted, and { statusCode, message } with 400 (a missing or invalid
| parameter, an unknown sender), 401 (a wrong token) or 403 (no balance, an inactive account) when not.
| The address is configuration (TAQNYAT_API_URL), so the tests run a local fake of that API.
*/
import { internationalSaudiMobile } from '#services/auth/digits'
import { SmsError, type SmsProvider, type SmsReceipt } from '#services/sms/sms_provider'

export const TAQNYAT_DEFAULT_URL = 'https://api.taqnyat.sa'

interface TaqnyatAnswer {
  statusCode?: number
  messageId?: number | string
  message?: string
  accepted?: string
  rejected?: string
}

export class TaqnyatProvider implements SmsProvider {
  readonly name = 'taqnyat'

  constructor(
    private config: { baseUrl: string; token: string; sender: string; timeoutMs?: number }
  ) {}

  async send(mobile: string, text: string): Promise<SmsReceipt> {
    const recipient = internationalSaudiMobile(mobile)
    let response: Response
    try {
      response = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/v1/messages`, {
        method: 'POST',
        headers: {
          'Authorization': `Bearer ${this.config.token}`,
          'Content-Type': 'application/json',
          'Accept': 'application/json',
        },
        body: JSON.stringify({ recipients: [recipient], body: text, sender: this.config.sender }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      })
    } catch (error) {
      throw new SmsError(0, `taqnyat unreachable: ${(error as Error).message}`)
    }
    const answer = (await response.json().catch(() => ({}))) as TaqnyatAnswer
    if (response.status !== 201 && response.status !== 200) {
      throw new SmsError(response.status, answer.message ?? `taqnyat answered ${response.status}`)
    }
    // an accepted call may still reject the number ("rejected": "[9665…,]")
    if ((answer.rejected ?? '').includes(recipient)) {
      throw new SmsError(400, 'taqnyat rejected the recipient')
    }
    return { messageId: String(answer.messageId ?? '') }
  }
}
