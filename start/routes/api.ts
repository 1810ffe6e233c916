/*
| The JSON API /api/v1 (SPEC.md section 7): thin adapters over the services, validators and presenters
| of the pages. Routes are named api.<resource>.<action>; each carries its documentation (summary,
| query, body validator, answers) next to it, from which /api/v1/openapi.json is built.
| Errors are JSON (app/http/api_errors.ts); no CSRF (bearer tokens, config/shield.ts); CORS by
| API_CORS_ORIGINS (config/cors.ts).
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/record_ids'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { apiAuthThrottle } from '#start/limiter'
import { documented as doc } from '#http/api_docs'
import { t, paginationMetaSchema } from '#http/api_schema'
import { productHasOptions, productStock } from '#http/api_components'
import { apiCustomerSignupValidator } from '#validators/customer_signup'
import { signupValidator } from '#validators/signup'
import { loginValidator } from '#validators/login'
import { customerLoginValidator } from '#validators/customer_login'
import { refreshTokenValidator } from '#validators/api_tokens'
import { addressValidator } from '#validators/address'
import { apiOrderValidator } from '#validators/checkout'
import {
  apiConfirmBookingValidator,
  availableTimesValidator,
  reservationCartValidator,
} from '#validators/booking'
import {
  branchesQueryValidator,
  pageQueryValidator,
  plansQueryValidator,
  platformPostsQueryValidator,
  privilegeQueryValidator,
  productsQueryValidator,
  siteTypeQueryValidator,
  slugQueryValidator,
  visitValidator,
} from '#validators/api_queries'
import { imageUploadValidator } from '#validators/api_uploads'

const AuthController = () => import('#controllers/api/v1/auth_controller')
const UploadsController = () => import('#controllers/api/v1/uploads_controller')
const MerchantAuthController = () => import('#controllers/api/v1/merchant_auth_controller')
const AddressesController = () => import('#controllers/api/v1/addresses_controller')
const MarketingController = () => import('#controllers/api/v1/marketing_controller')
const SiteController = () => import('#controllers/api/v1/site_controller')
const StoreController = () => import('#controllers/api/v1/store_controller')
const BookingsController = () => import('#controllers/api/v1/bookings_controller')
const OrdersController = () => import('#controllers/api/v1/orders_controller')
const OpenApiController = () => import('#controllers/api/v1/openapi_controller')

const id = recordIdMatcher()
const str = t.string
const nstr = () => t.nullable(t.string())
const ref = t.ref
const siteType = { type: { description: 'content or order (default)' } }
const page = { description: 'page number, from 1' }

const signedIn = t.object({
  status: t.bool(),
  user: ref('Customer'),
  authorisation: ref('Authorisation'),
  refresh_token: str(),
  refresh_token_expires_at: t.date(),
})
const paginated = (key: string, item: ReturnType<typeof ref>, extra = {}) =>
  t.object({ [key]: t.array(item), data: t.array(item), meta: paginationMetaSchema, ...extra })

router
  .group(() => {
    doc(router.get('/openapi.json', [OpenApiController, 'document']).as('api.openapi.document'), {
      tag: 'docs',
      summary: 'This OpenAPI 3.1 document, built from the routes and their validators',
      responses: {
        200: t.object({
          openapi: t.literal('3.1.0'),
          info: t.map(),
          paths: t.map(),
          components: t.map(),
        }),
      },
      etag: true,
    })

    // ---- marketing (public)
    doc(router.get('/website/posts', [MarketingController, 'posts']).as('api.posts.index'), {
      tag: 'marketing',
      summary: 'Academy or blog posts of the platform, newest first',
      queryValidator: platformPostsQueryValidator,
      query: {
        category: { description: 'category slug' },
        limit: { description: 'page size (2 for the footer)' },
        page,
      },
      responses: { 200: paginated('posts', ref('PlatformPostCard')) },
      etag: true,
    })
    doc(router.get('/website/posts/:slug', [MarketingController, 'post']).as('api.posts.show'), {
      tag: 'marketing',
      summary: 'One academy or blog post',
      queryValidator: privilegeQueryValidator,
      responses: {
        200: t.object({
          post: t.object({
            slug: str(),
            title: str(),
            description: nstr(),
            image: nstr(),
            published_at: t.nullable(t.date()),
            date: t.nullable(t.date()),
            section: t.nullable(t.object({ title: str(), slug: str() })),
            categories: t.array(t.object({ title: str(), slug: str() })),
            keywords: nstr(),
            meta_keywords: nstr(),
            content: str(),
            next_post: t.nullable(t.object({ slug: str(), title: str() })),
            prev_post: t.nullable(t.object({ slug: str(), title: str() })),
          }),
        }),
      },
      etag: true,
    })
    doc(
      router.get('/website/sections', [MarketingController, 'sections']).as('api.sections.index'),
      {
        tag: 'marketing',
        summary: 'Categories of the academy or the blog with their post counts',
        queryValidator: privilegeQueryValidator,
        responses: {
          200: t.object({
            sections: t.array(
              t.object({
                slug: str(),
                title: str(),
                post_count: t.int(),
                children: t.array(t.object({ slug: str(), title: str(), post_count: t.int() })),
              })
            ),
          }),
        },
        etag: true,
      }
    )
    doc(router.get('/website/plans', [MarketingController, 'plans']).as('api.plans.index'), {
      tag: 'marketing',
      summary: 'Subscription plans with their prices and features',
      queryValidator: plansQueryValidator,
      query: { limit: { description: '2 for the home page teaser' } },
      responses: {
        200: t.object({
          plans: t.array(
            t.object({
              code: str(),
              name: str(),
              description: nstr(),
              trial_days: t.nullable(t.int()),
              is_default: t.bool(),
              price: t.object({
                monthly: t.nullable(t.money()),
                yearly: t.nullable(t.money()),
                once: t.nullable(t.money()),
                free: nstr(),
              }),
              features: t.map({ type: ['integer', 'boolean', 'string', 'null'] }),
              feature_list: t.array(
                t.object({ feature: str(), label: str(), value: { type: ['string', 'boolean'] } })
              ),
              price_monthly: t.money(),
              price_yearly: t.money(),
            })
          ),
        }),
      },
      etag: true,
    })
    doc(router.get('/website/page/:slug', [MarketingController, 'page']).as('api.pages.show'), {
      tag: 'marketing',
      summary: 'A static page of the platform',
      responses: {
        200: t.object({
          page: t.object({
            slug: str(),
            title: str(),
            description: nstr(),
            keywords: nstr(),
            author: nstr(),
            url: str({ format: 'uri' }),
            site_name: str(),
            content: str(),
          }),
        }),
      },
      etag: true,
    })
    doc(
      router.get('/landing/view/:slug', [MarketingController, 'landing']).as('api.landing.show'),
      {
        tag: 'marketing',
        summary: 'A landing (menu) page and its items grouped by group name',
        responses: {
          200: t.object({
            status: t.literal('success'),
            message: t.nullable(str()),
            landing_page: t.object(
              {
                slug: str(),
                title: str(),
                title_en: nstr(),
                description: nstr(),
                logo: nstr(),
                background_image: nstr(),
                background_color: str(),
                text_color: str(),
                text_activecolor: str(),
                btn_color: str(),
                btn_hovercolor: str(),
                website: nstr(),
                another_website: nstr(),
                snapchat_url: nstr(),
                instagram_url: nstr(),
                facebook_url: nstr(),
                twitter_url: nstr(),
                tiktok_url: nstr(),
                youtube_url: nstr(),
                linkedin_url: nstr(),
                telegram_url: nstr(),
                email: nstr(),
                phone: nstr(),
                enable_qr: t.bool(),
                qrcode: t.nullable(str({ description: 'the QR image of the page (SVG data URI)' })),
              },
              []
            ),
            items: t.array(
              t.object({
                name: str(),
                items: t.array(
                  t.object({ name: str(), calories: t.nullable(t.int()), price: t.money() })
                ),
              })
            ),
          }),
        },
        etag: true,
      }
    )

    // ---- merchant accounts of the marketing site (bearer tokens)
    const merchant = t.object({
      id: t.int(),
      name: str(),
      email: str({ format: 'email' }),
      phone: str(),
      role: str(),
      permissions: t.array(str()),
      email_verified: t.bool(),
    })
    const merchantSignedIn = t.object({
      status: t.bool(),
      user: merchant,
      token: str(),
      authorisation: ref('Authorisation'),
      refresh_token: str(),
      refresh_token_expires_at: t.date(),
    })
    doc(
      router
        .post('/register', [MerchantAuthController, 'register'])
        .as('api.merchant_auth.register')
        .use(apiAuthThrottle),
      {
        tag: 'marketing',
        summary:
          'Sign a merchant up; a code is e-mailed to confirm the address before /login gives a token',
        body: signupValidator,
        responses: { 201: t.object({ status: t.bool(), message: str(), user: merchant }) },
        errors: [429],
      }
    )
    doc(
      router
        .post('/login', [MerchantAuthController, 'login'])
        .as('api.merchant_auth.login')
        .use(apiAuthThrottle),
      {
        tag: 'marketing',
        summary:
          'Log a merchant in: user, token (1 hour) and refresh_token (renew at /auth/refresh-token)',
        body: loginValidator,
        responses: { 200: merchantSignedIn },
        errors: [401, 403, 429],
      }
    )
    doc(
      router
        .post('/logout', [MerchantAuthController, 'logout'])
        .as('api.merchant_auth.logout')
        .use(middleware.apiMerchant()),
      {
        tag: 'marketing',
        summary: "Revoke the merchant's access token and the refresh tokens of its sign-in",
        auth: true,
        responses: { 200: t.object({ status: t.bool(), message: str() }) },
        errors: [401],
      }
    )
    doc(
      router
        .get('/me', [MerchantAuthController, 'me'])
        .as('api.merchant_auth.me')
        .use(middleware.apiMerchant()),
      {
        tag: 'marketing',
        summary: 'The signed-in merchant',
        auth: true,
        responses: { 200: t.object({ status: t.bool(), user: merchant }) },
        errors: [401],
      }
    )

    doc(
      router
        .post('/imageupload', [UploadsController, 'store'])
        .as('api.uploads.store')
        .use(middleware.apiMerchant())
        .use(middleware.uploads({ limit: '2mb' })),
      {
        tag: 'marketing',
        summary:
          "Upload an image of one of the merchant's websites (?username=, or their only one): JPEG, PNG, GIF or WebP, 2 MB",
        auth: true,
        query: { username: str({ description: "one of the merchant's websites" }) },
        body: imageUploadValidator,
        multipart: true,
        responses: {
          201: t.object({
            status: t.bool(),
            imagePath: str(),
            width: t.int(),
            height: t.int(),
            variants: t.object({ sm: str(), md: str() }),
          }),
        },
      }
    )

    // ---- customer accounts (bearer tokens)
    doc(
      router
        .post('/auth/register', [AuthController, 'register'])
        .as('api.auth.register')
        .use([apiAuthThrottle, middleware.apiWebsite()]),
      {
        tag: 'auth',
        summary: 'Sign a customer up on a website; answers an access token and a refresh token',
        query: { username: { ...str(), required: true } },
        body: apiCustomerSignupValidator,
        responses: { 201: signedIn },
        errors: [429],
      }
    )
    doc(
      router
        .post('/auth/login', [AuthController, 'login'])
        .as('api.auth.login')
        .use([apiAuthThrottle, middleware.apiWebsite()]),
      {
        tag: 'auth',
        summary: 'Log a customer in (5 failures a minute, then wait 60 seconds)',
        query: { username: { ...str(), required: true } },
        body: customerLoginValidator,
        responses: { 200: signedIn },
        errors: [401, 429],
      }
    )
    for (const [path, name] of [
      ['/auth/refresh', 'api.auth.refresh'],
      ['/auth/refresh-token', 'api.auth.refresh_token'],
    ] as const) {
      doc(router.post(path, [AuthController, 'refresh']).as(name).use(apiAuthThrottle), {
        tag: 'auth',
        summary:
          'A new token pair for a refresh token (a customer’s or a merchant’s, by its prefix); the old one is revoked, and a reused one revokes its whole family',
        body: refreshTokenValidator,
        bodyExtra: t.object({ token: str(), refreshToken: str() }, ['token', 'refreshToken']),
        // a customer's refresh token answers the customer, a merchant's the merchant
        responses: { 200: { anyOf: [signedIn, merchantSignedIn] } },
        errors: [401, 429],
      })
    }
    doc(
      router
        .post('/auth/logout', [AuthController, 'logout'])
        .as('api.auth.logout')
        .use(middleware.apiCustomer()),
      {
        tag: 'auth',
        summary: 'Revoke the access token and the refresh tokens of its sign-in',
        auth: true,
        responses: { 200: t.object({ status: t.bool(), message: str() }) },
      }
    )
    for (const method of ['get', 'post'] as const) {
      doc(
        router[method]('/auth/me', [AuthController, 'me'])
          .as(`api.auth.me_${method}`)
          .use(middleware.apiCustomer()),
        {
          tag: 'auth',
          summary: 'The signed-in customer',
          auth: true,
          responses: { 200: t.object({ status: t.bool(), user: ref('Customer') }) },
        }
      )
    }

    doc(
      router
        .get('/address', [AddressesController, 'index'])
        .as('api.addresses.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'customer',
        summary: "The customer's delivery addresses",
        auth: true,
        responses: { 200: t.object({ status: t.bool(), address: t.array(ref('Address')) }) },
      }
    )
    doc(
      router
        .post('/address', [AddressesController, 'store'])
        .as('api.addresses.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'customer',
        summary: 'Add a delivery address (Saudi national address)',
        auth: true,
        body: addressValidator,
        responses: { 201: t.object({ status: t.bool(), message: str(), ad: ref('Address') }) },
      }
    )
    doc(
      router
        .delete('/address/:id', [AddressesController, 'destroy'])
        .where('id', id)
        .as('api.addresses.destroy')
        .use(middleware.apiCustomer()),
      {
        tag: 'customer',
        summary: 'Delete one of the customer’s addresses',
        auth: true,
        responses: { 200: t.object({ status: t.bool(), message: str() }) },
      }
    )

    // ---- orders (customer)
    doc(
      router
        .post('/order', [OrdersController, 'store'])
        .as('api.orders.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'orders',
        summary:
          'Place an order (cash on delivery); prices from the database, one order per checkout_token',
        description:
          'delivery_method "delivery" (the default) requires address_id, one of the customer’s ' +
          'addresses; "pickup" requires branch, one of the website’s branches, and no address. ' +
          'A refused choice is a 422 with an Arabic message under the field (address_id, branch, ' +
          'delivery_method, requested_date, requested_slot): a pick-up slot lies within the ' +
          'branch’s opening hours of the requested date.',
        auth: true,
        body: apiOrderValidator,
        responses: {
          201: t.object({ status: t.bool(), message: str(), order: ref('OrderDetail') }),
        },
        errors: [403, 409],
      }
    )
    doc(
      router
        .get('/order', [OrdersController, 'index'])
        .as('api.orders.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'orders',
        summary: "The customer's orders with counters per status",
        auth: true,
        queryValidator: pageQueryValidator,
        query: { page },
        responses: { 200: paginated('orders', ref('OrderRow'), { stats: ref('Stats') }) },
      }
    )
    doc(
      router
        .get('/order/:id', [OrdersController, 'show'])
        .where('id', id)
        .as('api.orders.show')
        .use(middleware.apiCustomer()),
      {
        tag: 'orders',
        summary: "One of the customer's orders with its tax invoice",
        auth: true,
        responses: {
          200: t.object({
            status: t.literal('success'),
            order: ref('OrderDetail'),
            bill: t.nullable(ref('Bill')),
          }),
        },
      }
    )

    // ---- bookings
    doc(
      router
        .get('/services-operation/category', [BookingsController, 'categories'])
        .as('api.booking_services.index')
        .use(middleware.apiWebsite()),
      {
        tag: 'booking',
        summary: 'Bookable services with their options, grouped by category',
        query: { username: { ...str(), required: true } },
        responses: {
          200: t.object({
            status: t.bool(),
            services: t.array(
              t.object({ id: t.nullable(t.int()), name: str(), services: t.array(t.map()) })
            ),
          }),
        },
        etag: true,
      }
    )
    doc(
      router
        .post('/services-operation/cart', [BookingsController, 'cart'])
        .as('api.booking_cart.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'booking',
        summary: 'The reservation cart of the chosen services (option_id or "any")',
        auth: true,
        body: reservationCartValidator,
        bodyExtra: t.object({ branch_id: t.int(), username: str() }, ['branch_id', 'username']),
        responses: {
          201: t.object({
            status: t.bool(),
            cart_id: t.int(),
            date: str(),
            cart: t.map(),
            items: t.array(
              t.object({ service_name: str(), duration: t.int(), price: t.money() }, [])
            ),
          }),
        },
        errors: [403],
      }
    )
    doc(
      router
        .post('/available-times', [BookingsController, 'availableTimes'])
        .as('api.booking_times.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'booking',
        summary: 'Free times of the next 7 days for a reservation cart',
        auth: true,
        body: availableTimesValidator,
        responses: {
          200: t.object({
            status: t.bool(),
            availability: t.array(
              t.object({
                date: str(),
                weekday: str(),
                day_name: str(),
                day_label: str(),
                closed: t.bool(),
                full: t.bool(),
                available_times1: t.array(
                  t.object({ time: str(), label: str(), start_at: t.date(), end_at: t.date() })
                ),
              })
            ),
          }),
        },
      }
    )
    doc(
      router
        .post('/services-operation/customer-confirm', [BookingsController, 'confirm'])
        .as('api.bookings.store')
        .use([middleware.apiCustomer(), middleware.idempotent()]),
      {
        tag: 'booking',
        summary: 'Book the cart at a free time; a taken time is 409',
        auth: true,
        body: apiConfirmBookingValidator,
        responses: {
          201: t.object({
            status: t.bool(),
            cart: t.object({ id: t.int() }),
            booking: t.map(),
          }),
        },
        errors: [403, 409],
      }
    )
    doc(
      router
        .get('/bookings', [BookingsController, 'index'])
        .as('api.bookings.index')
        .use(middleware.apiCustomer()),
      {
        tag: 'booking',
        summary: "The customer's bookings with counters per status",
        auth: true,
        queryValidator: pageQueryValidator,
        query: { page },
        responses: { 200: paginated('bookings', ref('BookingRow'), { stats: ref('Stats') }) },
      }
    )
    doc(
      router
        .get('/bookings/:id', [BookingsController, 'show'])
        .where('id', id)
        .as('api.bookings.show')
        .use(middleware.apiCustomer()),
      {
        tag: 'booking',
        summary: "One of the customer's bookings with its tax invoice",
        auth: true,
        responses: {
          200: t.object({
            status: t.bool(),
            booking: ref('BookingDetail'),
            bill: t.nullable(ref('Bill')),
          }),
        },
      }
    )

    // ---- page visits (public)
    for (const [path, name] of [
      ['/vistor', 'api.visits.store'],
      ['/visitor', 'api.visits.store_alias'],
    ] as const) {
      doc(router.post(path, [SiteController, 'visit']).as(name), {
        tag: 'merchant',
        summary:
          'Record a page view of a website (SPEC.md spells it /vistor; /visitor is the same)',
        body: visitValidator,
        responses: { 201: t.object({ status: t.bool() }) },
        errors: [404],
      })
    }

    // ---- the merchant's public calls (?username=)
    router
      .group(() => {
        doc(router.get('/postcount', [SiteController, 'postcount']).as('api.post_counts.index'), {
          tag: 'merchant',
          summary: 'Blog sections with their post counts',
          responses: { 200: t.object({ sections: t.array(ref('Section')) }) },
          etag: true,
        })
        doc(router.get('/blogs', [SiteController, 'blogs']).as('api.blogs.index'), {
          tag: 'merchant',
          summary: 'Posts of a section (slug) or of the whole blog, newest first',
          queryValidator: slugQueryValidator,
          query: { slug: { description: 'a section (with its sub-sections)' }, page },
          responses: {
            200: paginated('blogs', ref('PostCard'), {
              section: t.nullable(t.object({ id: t.int(), title: str(), slug: str() })),
            }),
          },
          etag: true,
        })
        doc(router.get('/blog', [SiteController, 'blog']).as('api.blogs.show'), {
          tag: 'merchant',
          summary: 'One post with the previous and next posts',
          queryValidator: slugQueryValidator,
          query: { slug: { required: true, description: 'the post' } },
          responses: {
            200: t.object({
              blog: t.object({
                id: t.int(),
                title: str(),
                slug: str(),
                content: str(),
                description: nstr(),
                image: nstr(),
                keywords: nstr(),
                meta_keywords: nstr(),
                date: t.nullable(t.date()),
                section: t.nullable(t.object({ title: str(), slug: str() })),
                categories: t.array(t.object({ title: str(), slug: str() })),
                previous: t.nullable(t.object({ slug: str(), title: str() })),
                next: t.nullable(t.object({ slug: str(), title: str() })),
                prev_post: t.nullable(t.object({ slug: str(), title: str() })),
                next_post: t.nullable(t.object({ slug: str(), title: str() })),
              }),
            }),
          },
          etag: true,
        })
        doc(router.get('/sections', [SiteController, 'sections']).as('api.blog_sections.index'), {
          tag: 'merchant',
          summary: 'Blog sections and their sub-sections',
          responses: { 200: t.object({ sections: t.array(ref('Section')) }) },
          etag: true,
        })
        doc(router.get('/slides', [SiteController, 'slides']).as('api.slides.index'), {
          tag: 'merchant',
          summary: 'Slides of the storefront (order) or of the content site',
          queryValidator: siteTypeQueryValidator,
          query: siteType,
          responses: { 200: t.object({ slides: t.array(ref('Slide')) }) },
          etag: true,
        })
        doc(router.get('/newblogs', [SiteController, 'newblogs']).as('api.recent_blogs.index'), {
          tag: 'merchant',
          summary: 'The latest posts',
          responses: { 200: t.object({ recent_blogs: t.array(ref('PostCard')) }) },
          etag: true,
        })
        doc(router.get('/homepage', [SiteController, 'homepage']).as('api.home_page.show'), {
          tag: 'merchant',
          summary: 'The home blocks in order (each with its kind, title and items)',
          queryValidator: siteTypeQueryValidator,
          query: siteType,
          responses: {
            200: t.object({
              home_page: t.array(ref('HomeBlock')),
            }),
          },
          etag: true,
        })
        doc(router.get('/website', [SiteController, 'website']).as('api.websites.show'), {
          tag: 'merchant',
          summary: 'The website: name, logo, links, pages, categories, branches, design and legal',
          queryValidator: siteTypeQueryValidator,
          query: siteType,
          responses: {
            200: t.object({
              status: t.bool(),
              website: ref('Website'),
              design: t.nullable(ref('Design')),
              legal: ref('Legal'),
              support_content: t.bool(),
            }),
          },
          etag: true,
        })
        doc(router.get('/pages', [SiteController, 'pages']).as('api.site_pages.index'), {
          tag: 'merchant',
          summary: "The website's custom pages",
          responses: {
            200: t.object({
              pages: t.array(
                t.object({ name: str(), slug: str(), in_header: t.bool(), in_footer: t.bool() })
              ),
            }),
          },
          etag: true,
        })
        doc(router.get('/page/:slug', [SiteController, 'page']).as('api.site_pages.show'), {
          tag: 'merchant',
          summary: 'One custom page',
          responses: {
            200: t.object({
              status: t.bool(),
              page: t.object({
                name: str(),
                slug: str(),
                image: nstr(),
                description: nstr(),
                content: str(),
              }),
            }),
          },
          etag: true,
        })
        doc(
          router
            .get('/store/categories', [StoreController, 'categories'])
            .as('api.categories.index'),
          {
            tag: 'store',
            summary: 'Product categories with their product counts',
            responses: {
              200: t.object({ status: t.bool(), categories: t.array(ref('StoreCategory')) }),
            },
            etag: true,
          }
        )
        doc(
          router
            .get('/store/categories-with-product', [StoreController, 'categoriesWithProducts'])
            .as('api.categories.with_products'),
          {
            tag: 'store',
            summary: 'Product categories, each with its first products (items)',
            responses: {
              200: t.object({
                status: t.bool(),
                categories: t.array(
                  t.object({
                    id: t.int(),
                    name: str(),
                    slug: str(),
                    items: t.array(ref('ProductCard')),
                  })
                ),
              }),
            },
            etag: true,
          }
        )
        doc(router.get('/store/products', [StoreController, 'products']).as('api.products.index'), {
          tag: 'store',
          summary: 'Products, optionally of a category or matching a search',
          queryValidator: productsQueryValidator,
          query: {
            category: { description: 'category slug' },
            q: { description: 'search words (Arabic-aware)' },
            page,
          },
          responses: {
            200: paginated('products', ref('ProductCard'), {
              status: t.bool(),
              category_details: t.nullable(ref('StoreCategory')),
            }),
          },
          etag: true,
        })
        doc(
          router
            .get('/store/products/recent', [StoreController, 'recentProducts'])
            .as('api.products.recent'),
          {
            tag: 'store',
            summary: 'The first products of the catalogue',
            responses: { 200: t.object({ products: t.array(ref('ProductCard')) }) },
            etag: true,
          }
        )
        doc(
          router.get('/store/products/:slug', [StoreController, 'product']).as('api.products.show'),
          {
            tag: 'store',
            summary: 'One product',
            responses: {
              200: t.object({
                status: t.bool(),
                product: t.object({
                  id: t.int(),
                  name: str(),
                  slug: str(),
                  image: nstr(),
                  price: t.money(),
                  old_price: t.nullable(t.money()),
                  sku: nstr(),
                  keywords: nstr(),
                  new_price: t.money(),
                  is_discounted: t.bool(),
                  ...productStock,
                  ...productHasOptions,
                  description: { ...nstr(), description: 'HTML (the rich-text allowlist)' },
                  summary: {
                    ...nstr(),
                    description: 'the description as plain text, 160 characters',
                  },
                  images: {
                    ...t.array(str()),
                    description: 'the main photo, then the gallery (up to 8 in all)',
                  },
                  category: t.nullable(t.object({ name: str(), slug: str() })),
                  options: {
                    ...t.array(t.object({ id: t.int(), name: str(), price: t.money() })),
                    description:
                      'options with their own price (VAT included); with any, one is required in an order item (option_id) and price is the lowest',
                  },
                }),
              }),
            },
            etag: true,
          }
        )
        doc(
          router.get('/store/services/:slug', [StoreController, 'service']).as('api.services.show'),
          {
            tag: 'store',
            summary: 'One service with its options',
            responses: {
              200: t.object({
                status: t.bool(),
                service: t.object({
                  id: t.int(),
                  name: str(),
                  slug: str(),
                  image: nstr(),
                  price: t.money(),
                  old_price: t.nullable(t.money()),
                  new_price: t.money(),
                  is_discounted: t.bool(),
                  keywords: nstr(),
                  duration_minutes: t.int(),
                  duration: t.int(),
                  options: t.array(
                    t.object({
                      id: t.int(),
                      name: str(),
                      extra_price: t.money(),
                      extra_minutes: t.int(),
                    })
                  ),
                }),
              }),
            },
            etag: true,
          }
        )
        doc(router.get('/branches', [SiteController, 'branches']).as('api.branches.index'), {
          tag: 'store',
          summary: "The website's branches",
          queryValidator: branchesQueryValidator,
          query: { type: { description: 'order (the storefront)' } },
          responses: { 200: t.object({ branches: t.array(ref('Branch')) }) },
          etag: true,
        })
      })
      .use(middleware.apiWebsite())
  })
  .prefix(API_PREFIX)

router.get('/api/docs', [OpenApiController, 'docs']).as('api.docs.show')
