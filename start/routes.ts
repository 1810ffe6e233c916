/*
| Routes are split per area; each file names its routes `area.resource.action`.
*/
import '#start/routes/marketing'
import '#start/routes/auth'
// before dashboard: /dashboard/account must be matched ahead of /dashboard/:username
import '#start/routes/dashboard_account'
import '#start/routes/dashboard'
import '#start/routes/dashboard_branches'
import '#start/routes/dashboard_catalogue'
import '#start/routes/dashboard_messages'
import '#start/routes/dashboard_integrations'
import '#start/routes/dashboard_purchases'
import '#start/routes/dashboard_payments'
import '#start/routes/dashboard_website'
import '#start/routes/dashboard_content'
import '#start/routes/content'
import '#start/routes/store'
import '#start/routes/store_account'
import '#start/routes/store_booking'
import '#start/routes/store_payments'
import '#start/routes/delivery'
import '#start/routes/api'
import '#start/routes/api_merchant'
