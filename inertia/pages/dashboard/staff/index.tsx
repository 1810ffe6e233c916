// The website's team (/dashboard/{username}/staff, the owner only): invite by e-mail with a role, change a role, remove a person.
import { useState, type ReactNode } from 'react'
import { router, useForm, usePage, type InertiaFormProps } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StaffController from '#controllers/dashboard/staff_controller'
import '../../../css/dashboard_overview.css'
import { Button, SelectField, type Column } from '~/components/ui'
import { EmailField } from '~/components/ui/field'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import { NameCell, RecordTable, actionsColumn } from '~/components/dashboard/record_table'
import { DangerButton } from '~/components/dashboard/row_actions'
import FormCard from '~/components/dashboard/form_card'
import DashPage from '~/components/dashboard/records/dash_page'
import { useAddForm } from '~/components/dashboard/use_add_form'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'

type Props = InferPageProps<StaffController, 'index'>
type Member = Props['members'][number]
type Invitation = Props['invitations'][number]

/** The role and branch fields of both forms: the branch only for a branch role. */
function RoleFields({
  prefix,
  roles,
  branches,
  form,
}: Pick<Props, 'roles' | 'branches'> & {
  prefix: string
  /** the invitation's or the role change's form: both send a role and a branch */
  form: InertiaFormProps<{ role: string; branch_id: string }>
}) {
  const { role, branch_id: branchId } = form.data
  const { errors } = form
  const onRole = (value: string) => form.setData('role', value)
  const onBranch = (value: string) => form.setData('branch_id', value)
  const chosen = roles.find((item) => item.value === role)
  return (
    <>
      <SelectField
        id={`${prefix}-role`}
        name="role"
        label="الدور"
        hint={chosen?.hint}
        options={roles.map((item) => ({ value: item.value, label: item.label }))}
        value={role}
        onChange={(event) => onRole(event.target.value)}
        error={errors.role}
        required
      />
      {chosen?.needsBranch && (
        <SelectField
          id={`${prefix}-branch`}
          name="branch_id"
          label="الفرع"
          placeholder="اختر الفرع"
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          value={branchId}
          onChange={(event) => onBranch(event.target.value)}
          error={errors.branch_id}
          required
        />
      )}
    </>
  )
}

export default function StaffIndex({ members, invitations, roles, branches }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const { form: invite, add: sendInvite } = useAddForm(
    route('dashboard.staff.store', { username }),
    {
      email: '',
      role: 'manager',
      branch_id: '',
    }
  )
  const change = useForm({ role: '', branch_id: '' })
  const [editing, setEditing] = useState<Member | null>(null)

  const startEdit = (member: Member) => {
    setEditing(member)
    change.setData({ role: member.role, branch_id: member.branchId ? String(member.branchId) : '' })
    change.clearErrors()
  }
  const saveRole = () => {
    if (!editing) return
    change.put(route('dashboard.staff.update', { username, id: editing.id }), {
      preserveScroll: true,
      onSuccess: () => setEditing(null),
    })
  }
  const removing = useDeleteRecord<Member>(
    (row) => route('dashboard.staff.destroy', { username, id: row.id }),
    {
      title: 'إزالة من الفريق؟',
      message: (row) => `يخرج ${row.name} من لوحة التحكم فورا وتنتهي جلساته على كل أجهزته.`,
      confirm: 'إزالة',
    }
  )
  const cancelInvitation = (invitation: Invitation) =>
    router.delete(route('dashboard.staff_invitations.destroy', { username, id: invitation.id }), {
      preserveScroll: true,
    })

  const columns: Column<Member>[] = [
    {
      header: 'الشخص',
      cell: (row) => <NameCell name={row.name} detail={row.email} />,
    },
    {
      header: 'الدور',
      cell: (row) => (row.branchName ? `${row.roleLabel} (${row.branchName})` : row.roleLabel),
    },
    actionsColumn(
      (row) => (
        <Button variant="ghost" onClick={() => startEdit(row)}>
          تغيير الدور
        </Button>
      ),
      removing.ask,
      'إزالة'
    ),
  ]
  const invitationColumns: Column<Invitation>[] = [
    { header: 'البريد', cell: (row) => <span dir="ltr">{row.email}</span> },
    {
      header: 'الدور',
      cell: (row) => (row.branchName ? `${row.roleLabel} (${row.branchName})` : row.roleLabel),
    },
    { header: 'تنتهي', cell: (row) => <span className="dash-nowrap">{row.expires}</span> },
    {
      header: 'إجراءات',
      cell: (row) => (
        <DangerButton onClick={() => cancelInvitation(row)}>إلغاء الدعوة</DangerButton>
      ),
    },
  ]

  return (
    <DashPage
      title="فريق العمل"
      sub={<span>ادعُ من يعمل معك، ولكل شخص دور يحدد ما يراه وما يفعله في لوحة التحكم</span>}
      dialog={removing.dialog}
    >
      <FormCard
        id="invite-title"
        title="دعوة شخص"
        onSubmit={sendInvite}
        submitLabel="إرسال الدعوة"
        processing={invite.processing}
      >
        <EmailField
          id="email"
          autoComplete="off"
          label="البريد الإلكتروني"
          hint="نرسل إليه رابطا لقبول الدعوة صالحا 7 أيام"
          {...bindField(invite, 'email')}
          required
        />
        <RoleFields prefix="invite" roles={roles} branches={branches} form={invite} />
      </FormCard>

      {editing && (
        <FormCard
          id="role-title"
          title={`دور ${editing.name}`}
          onSubmit={saveRole}
          submitLabel="حفظ الدور"
          processing={change.processing}
          actions={
            <Button variant="ghost" onClick={() => setEditing(null)}>
              إلغاء
            </Button>
          }
        >
          <RoleFields prefix="change" roles={roles} branches={branches} form={change} />
        </FormCard>
      )}

      <RecordTable
        columns={columns}
        rows={members}
        caption="الفريق"
        empty="لا يوجد أحد في الفريق بعد"
        description="أنت مالك الموقع ولك كل الصلاحيات. ادعُ مديرا أو موظف استقبال أو محررا."
      />

      {invitations.length > 0 && (
        <RecordTable
          columns={invitationColumns}
          rows={invitations}
          caption="دعوات بانتظار القبول"
        />
      )}
    </DashPage>
  )
}

StaffIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
