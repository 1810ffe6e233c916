// The staff page's data: members, open invitations, the roles with what each may do, and the branches to choose from.
import type WebsiteMembership from '#models/website_membership'
import type StaffInvitation from '#models/staff_invitation'
import { ROLE_LABELS, STAFF_ROLES, isBranchRole } from '#services/staff/permissions'

/** What each role may do, as the invite form explains it. */
const ROLE_HINTS: Record<(typeof STAFF_ROLES)[number], string> = {
  manager: 'كل شيء عدا الفوترة والمفاتيح والدفع الإلكتروني وإدارة الفريق',
  branch_manager: 'طلبات فرعه وحجوزاته وأوقات عمله',
  reception: 'حجوزات فرعه فقط',
  editor: 'محتوى الموقع فقط',
}

function dateOf(value: { toFormat(format: string): string } | null | undefined) {
  return value ? value.toFormat('yyyy-MM-dd') : null
}

export const StaffPresenter = {
  page(
    lists: { members: WebsiteMembership[]; invitations: StaffInvitation[] },
    branches: Array<{ id: number; name: string }>
  ) {
    return {
      members: lists.members.map((member) => ({
        id: member.id,
        name: member.user?.name ?? '',
        email: member.user?.email ?? '',
        role: member.role,
        roleLabel: ROLE_LABELS[member.role],
        branchId: member.branchId,
        branchName: member.branch?.name ?? null,
        since: dateOf(member.createdAt),
      })),
      invitations: lists.invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        roleLabel: ROLE_LABELS[invitation.role],
        branchName: invitation.branch?.name ?? null,
        expires: dateOf(invitation.expiresAt),
      })),
      roles: STAFF_ROLES.map((role) => ({
        value: role,
        label: ROLE_LABELS[role],
        hint: ROLE_HINTS[role],
        needsBranch: isBranchRole(role),
      })),
      branches,
    }
  },

  /** The accept page's invitation: the website, the role, and whether the e-mail has an account. */
  invitation(invitation: StaffInvitation, hasAccount: boolean) {
    return {
      email: invitation.email,
      websiteName: invitation.website.nameAr,
      roleLabel: ROLE_LABELS[invitation.role],
      branchName: invitation.branch?.name ?? null,
      hasAccount,
    }
  },
}
