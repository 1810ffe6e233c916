import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import HomeCounter from '#models/home_counter'
import WhyUsItem from '#models/why_us_item'
import ClientSite from '#models/client_site'
import Testimonial from '#models/testimonial'
import { planCard } from '#services/plan_comparison'
import { PlatformPresenter } from '#presenters/platform_presenter'

/** SPEC.md section 9: the home page's plans teaser fetches two plans; /plans compares them all. */
const HOME_TEASER_PLANS = 2

export default class HomeController {
  async show({ inertia }: HttpContext) {
    const [plans, planCount, counters, whyUs, clients, testimonials] = await Promise.all([
      Plan.query().orderBy('sort_order').orderBy('id').limit(HOME_TEASER_PLANS),
      Plan.query().count('* as total'),
      HomeCounter.query().orderBy('sort_order'),
      WhyUsItem.query().orderBy('sort_order'),
      ClientSite.query().orderBy('sort_order'),
      Testimonial.query().orderBy('sort_order'),
    ])

    return inertia.render('marketing/home', {
      plans: plans.map(planCard),
      planCount: Number(planCount[0].$extras.total),
      counters: counters.map(PlatformPresenter.counter),
      whyUs: whyUs.map(PlatformPresenter.whyUs),
      clients: clients.map(PlatformPresenter.client),
      testimonials: testimonials.map(PlatformPresenter.testimonial),
    })
  }
}
