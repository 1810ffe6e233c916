import type { ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import AccountLayout from '~/components/account_layout'
import type { SharedProps } from '~/types'

interface Props {
  profile: { name: string; email: string; phone: string | null }
}

/** /profile: name, phone (N/A when absent), email and logout. */
export default function ProfileShow({ profile }: Props) {
  const { username } = usePage<SharedProps>().props
  return (
    <AccountLayout active="profile" title="المعلومات الشخصية">
      <Seo title="حسابي" />
      <dl className="card profile-card">
        <div>
          <dt>الاسم</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>رقم الجوال</dt>
          <dd dir="ltr">{profile.phone || 'N/A'}</dd>
        </div>
        <div>
          <dt>البريد الإلكتروني</dt>
          <dd dir="ltr">{profile.email}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => router.post(`/o/${username}/logout`)}
      >
        تسجيل الخروج
      </button>
    </AccountLayout>
  )
}

ProfileShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
