import type Customer from '#models/customer'

/** A storefront customer as their own account shows it (SPEC.md section 3: user). */
export const CustomerPresenter = {
  customer(customer: Customer) {
    return {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone ?? null,
      // SPEC.md section 6: a signed-up storefront user has the role 'user'
      role: 'user' as const,
      permissions: [] as string[],
      createdAt: customer.createdAt.toISO(),
    }
  },
}
