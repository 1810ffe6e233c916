import { useState } from 'react'
import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AddressesController from '#controllers/store/account/addresses_controller'
import StoreLayout from '~/layouts/store_layout'
import AccountLayout from '~/components/account_layout'
import AccountAddressForm, { AddAddressCard } from '~/components/account_address_form'
import DeleteButton from '~/components/store/delete_button'
import { route } from '~/lib/route'

type Props = InferPageProps<AddressesController, 'index'>

/** /address: the address cards and an add-new card opening the form. */
export default function AddressIndex({ addresses, username }: Props) {
  const [adding, setAdding] = useState(false)

  const remove = (address: Props['addresses'][number]) => {
    if (!window.confirm('هل تريد حذف هذا العنوان؟')) return
    router.delete(route('store.addresses.destroy', { username, id: address.id }), {
      preserveScroll: true,
    })
  }

  return (
    <AccountLayout active="address" title="العناوين">
      <div className="address-grid">
        {addresses.map((address) => (
          <article key={address.id} className="card address-card">
            <h2>{address.city}</h2>
            <p className="address-text">
              {address.street}، {address.district}
              <br />
              المملكة العربية السعودية
            </p>
            <p className="short-address" dir="ltr">
              {address.shortAddress}
            </p>
            <DeleteButton onClick={() => remove(address)} />
          </article>
        ))}
        {!adding && <AddAddressCard onClick={() => setAdding(true)} />}
      </div>
      {addresses.length === 0 && !adding && <p className="muted">لا توجد عناوين محفوظة بعد.</p>}
      {adding && <AccountAddressForm onDone={() => setAdding(false)} />}
    </AccountLayout>
  )
}

AddressIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
