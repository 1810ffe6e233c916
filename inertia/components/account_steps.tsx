/** Where the customer is in the checkout: cart, address, payment. */
export default function AccountSteps({ step }: { step: 0 | 1 | 2 }) {
  const steps = ['السلة', 'العنوان', 'الدفع']
  return (
    <ol className="checkout-steps" aria-label="خطوات الطلب">
      {steps.map((label, index) => (
        <li
          key={label}
          className={index < step ? 'done' : index === step ? 'current' : undefined}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="dot">{index + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  )
}
