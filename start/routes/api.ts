/*
| The JSON API /api/v1 (SPEC.md section 7): thin adapters over the services, validators and presenters
| of the pages. Routes are named api.<resource>.<action>; each carries its documentation (summary,
| query, body validator, answers) next to it, from which /api/v1/openapi.json is built.
| Errors are JSON (app/http/api/api_errors.ts); no CSRF (bearer tokens, config/shield.ts); CORS by
| API_CORS_ORIGINS (config/cors.ts).
*/
// The parts, in the order their routes were registered when they were one file.
import '#start/routes/api_openapi'
import '#start/routes/api_marketing'
import '#start/routes/api_merchant_accounts'
import '#start/routes/api_customer'
import '#start/routes/api_bookings'
import '#start/routes/api_site'
import '#start/routes/api_store'
import '#start/routes/api_merchant'
import '#start/routes/api_merchant_catalogue'
import '#start/routes/api_merchant_content'
import '#start/routes/api_merchant_website'
import '#start/routes/api_merchant_delivery'
