// The merchant's purchase desk in the built app: confirming, recording a payment, the invoice, the CSV.
/// <reference lib="dom" />
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { urlOf } from '#tests/acceptance/support/server'
import { hydrated } from '#tests/acceptance/support/journey_browser'

/**
 * Opens an order's or a booking's page on the dashboard and completes it: a booking is confirmed
 * through the dialog, an order is delivered by its fulfilment steps' button (issue 36).
 */
export async function confirmPurchase(page: Page, path: string, noun: 'الطلب' | 'الحجز') {
  await page.goto(urlOf(path))
  await hydrated(page)
  const panel = page.locator('.dash-purchase-panel')
  await panel.locator('.ui-badge-pending').waitFor()
  if (noun === 'الطلب') {
    await page.click('.order-steps-moves button:has-text("تم التسليم")')
    await page.locator('.toast', { hasText: ': تم التسليم.' }).waitFor()
    await panel.locator('.dash-purchase-state .ui-badge-success:has-text("مكتمل")').waitFor()
    return
  }
  await panel.locator(`.dash-row-actions button:has-text("تأكيد ${noun}")`).click()
  await page.locator(`dialog.ui-dialog[open] button:has-text("تأكيد ${noun}")`).click()
  await page.locator('.toast', { hasText: `تم تأكيد ${noun}.` }).waitFor()
  await panel.locator('.dash-purchase-state .ui-badge-success:has-text("مكتمل")').waitFor()
  await page.locator('dialog.ui-dialog[open]').waitFor({ state: 'detached' })
}

/** Records the payment of the open purchase's bill (the first method offered: cash). */
export async function markPaid(page: Page) {
  await page.click('.dash-paid-form button[type="submit"]:has-text("تسجيل الدفع")')
  await page.locator('.toast', { hasText: 'تم تسجيل دفع الفاتورة.' }).waitFor()
  await page.locator('.dash-paid-form').waitFor({ state: 'detached' })
}

/**
 * The invoice's print button opens the document in a small window; returns that window, with its
 * QR's payload and status of the document's address, for the caller to check and close.
 */
export async function openInvoice(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.click('a:has-text("طباعة الفاتورة الضريبية"), a:has-text("طباعة الإيصال")'),
  ])
  await popup.waitForLoadState()
  await hydrated(popup)
  await popup
    .locator('h1:has-text("فاتورة ضريبية مبسطة"), h1:has-text("إيصال استلام مبلغ")')
    .waitFor()
  // a plain receipt (no VAT number, or a plan without tax invoices) carries no QR
  const qr = popup.locator('.invoice-qr [data-payload]')
  const payload = (await qr.count()) ? await qr.getAttribute('data-payload') : null
  return { popup, payload: payload ?? '' }
}

/** The orders list's «تصدير CSV» link: the downloaded file's name and text. */
export async function exportOrders(page: Page, username: string) {
  await page.goto(urlOf(`/dashboard/${username}/orders`))
  await hydrated(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('a:has-text("تصدير CSV")'),
  ])
  const path = await download.path()
  return {
    name: download.suggestedFilename(),
    url: download.url(),
    text: (await readFile(path!, 'utf8')).replace(/^\uFEFF/, ''),
  }
}
