// Websites and plans for the domain tests (issue 30): a plan with or without subdomains and custom domains.
import domainsConfig from '#config/domains'
import type { PlanFeatures } from '#models/plan'
import { PlanFactory } from '#database/factories/plan_factory'
import { makeWebsite } from '#tests/functional/content/helpers'
import { SiteHosts } from '#services/domains/site_hosts'

/** A website with content support on a plan of its own with the given features. */
export async function websiteOnPlan(username: string, features: PlanFeatures) {
  const plan = await PlanFactory.merge({
    features: { manage_items: true, manage_orders: true, manage_content: 10, ...features },
  }).create()
  return makeWebsite({ username, planId: plan.id, planExpiresAt: null })
}

/** Runs with APP_DOMAIN set to `domain` (config/domains.ts is read at each request). */
export async function withAppDomain<T>(domain: string, action: () => Promise<T>): Promise<T> {
  const before = domainsConfig.appDomain
  domainsConfig.appDomain = domain
  SiteHosts.forget()
  try {
    return await action()
  } finally {
    domainsConfig.appDomain = before
    SiteHosts.forget()
  }
}
