import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProfileController from '#controllers/store/account/profile_controller'
import StoreLayout from '~/layouts/store_layout'
import AccountLayout from '~/components/account_layout'
import { route } from '~/lib/route'

type Props = InferPageProps<ProfileController, 'show'>

/** /profile: name, phone (N/A when absent), email and logout. */
export default function ProfileShow({ profile, username }: Props) {
  return (
    <AccountLayout active="profile" title="المعلومات الشخصية" seoTitle="حسابي">
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
        onClick={() => router.post(route('store.session.destroy', { username }))}
      >
        تسجيل الخروج
      </button>
    </AccountLayout>
  )
}

ProfileShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
