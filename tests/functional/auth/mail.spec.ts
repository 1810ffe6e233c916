import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { LogTransport } from '#mails/transports/log_transport'
import VerificationCodeMail from '#mails/verification_code_mail'

test.group('Mail: log transport in tests', (group) => {
  group.each.setup(() => LogTransport.clear())

  test('a mail goes through the configured log mailer and is kept for tests', async ({
    assert,
  }) => {
    await mail.send(
      new VerificationCodeMail({ name: 'سارة', email: 'Sara@Example.com' }, '4821', 10)
    )

    const kept = LogTransport.lastTo('sara@example.com')
    assert.exists(kept)
    assert.equal(kept!.subject, 'رمز التحقق لحسابك في صفحتي')
    assert.include(kept!.from, 'no-reply@safhati.sa')
    assert.include(kept!.text, '4821')
    assert.include(kept!.html, 'dir="rtl"')
    assert.include(kept!.html, 'مرحبا سارة')
  })

  test('values are escaped in the HTML part', async ({ assert }) => {
    await mail.send(
      new VerificationCodeMail({ name: '<b>x</b>', email: 'x@example.com' }, '1111', 10)
    )
    const kept = LogTransport.lastTo('x@example.com')!
    assert.notInclude(kept.html, '<b>x</b>')
    assert.include(kept.html, '&lt;b&gt;x&lt;/b&gt;')
  })

  test('mail.fake() records the mail class instead of sending', async ({ assert }) => {
    const { mails } = mail.fake()
    try {
      await mail.send(
        new VerificationCodeMail({ name: 'سارة', email: 'sara@example.com' }, '9999', 10)
      )
      mails.assertSent(VerificationCodeMail, (sent) => sent.code === '9999')
      assert.lengthOf(LogTransport.outbox, 0)
    } finally {
      mail.restore()
    }
  })
})
