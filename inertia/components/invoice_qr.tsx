/**
 * The ZATCA phase-1 QR of a bill. The SVG is drawn on the server (qrcode) from our own base64 payload,
 * so it prints without scripts or network.
 */
export default function InvoiceQr({ svg, payload }: { svg: string; payload: string }) {
  return (
    <figure className="invoice-qr">
      <div
        role="img"
        aria-label="رمز الاستجابة السريعة للفاتورة الضريبية"
        data-payload={payload}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>رمز هيئة الزكاة والضريبة والجمارك</figcaption>
    </figure>
  )
}
