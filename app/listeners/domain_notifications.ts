// What follows a custom domain's suspension (issue 30 item 2): the Arabic e-mail to the website's owner.
import domainsConfig from '#config/domains'
import Website from '#models/website'
import WebsiteDomain from '#models/website_domain'
import { jobs, mailJob, recipientOf } from '#services/jobs/jobs'
import { txtNameOf } from '#services/domains/dns_check'
import { dashboardAddress } from '#http/urls/website_addresses'

export default class DomainNotifications {
  /** The owner hears which domain stopped, the record to add again and where to check it. */
  async suspended({ websiteId, domainId }: { websiteId: number; domainId: number }) {
    const website = await Website.query().where('id', websiteId).preload('owner').first()
    const domain = await WebsiteDomain.query()
      .where('website_id', websiteId)
      .where('id', domainId)
      .first()
    if (!website || !domain) return
    await jobs.dispatch(
      'mail.send',
      mailJob(
        'domain_suspended',
        recipientOf(website.owner),
        {
          name: domain.domain,
          txtName: txtNameOf(domain.domain),
          txtValue: domain.txtToken,
          settingsUrl: dashboardAddress(website, 'dashboard.settings.domains.index'),
        },
        domainsConfig.graceDays
      )
    )
  }
}
