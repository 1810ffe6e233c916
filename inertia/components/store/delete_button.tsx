// The red "delete" link-styled button of the customer's lists (a saved address, a cart line).
export default function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="account-link-button danger" onClick={onClick}>
      حذف
    </button>
  )
}
