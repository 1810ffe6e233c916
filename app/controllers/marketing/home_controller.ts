import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import HomeCounter from '#models/home_counter'
import WhyUsItem from '#models/why_us_item'
import ClientSite from '#models/client_site'
import Testimonial from '#models/testimonial'
import { priceDisplay } from '#services/plan_comparison'

export default class HomeController {
  async show({ inertia }: HttpContext) {
    const [plans, counters, whyUs, clients, testimonials] = await Promise.all([
      Plan.query().orderBy('sort_order'),
      HomeCounter.query().orderBy('sort_order'),
      WhyUsItem.query().orderBy('sort_order'),
      ClientSite.query().orderBy('sort_order'),
      Testimonial.query().orderBy('sort_order'),
    ])

    return inertia.render('marketing/home', {
      plans: plans.map((plan) => ({
        code: plan.code,
        name: plan.name,
        description: plan.description,
        trialDays: plan.trialDays,
        price: priceDisplay(plan),
      })),
      counters: counters.map((c) => ({
        title: c.title,
        count: c.count,
        unit: c.unit,
        image: c.image,
      })),
      whyUs: whyUs.map((w) => ({ title: w.title, description: w.description, image: w.image })),
      clients: clients.map((c) => ({
        name: c.name,
        description: c.description,
        logo: c.logo,
        image: c.image,
        url: c.url,
      })),
      testimonials: testimonials.map((t) => ({
        name: t.name,
        role: t.role,
        quote: t.quote,
        avatar: t.avatar,
      })),
    })
  }
}
